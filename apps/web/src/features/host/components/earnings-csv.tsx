import { todayInKigali } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { earningsCsvHref } from '../api/earnings';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month (this one first, in Kigali) and the CSV of its stays' lines. */
export function EarningsCsv() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => todayInKigali().slice(0, 7));
  const valid = MONTH.test(month);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label={t`Month`}
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        error={valid ? undefined : t`Choose a month.`}
        fieldClassName="w-44"
      />
      {valid ? (
        <a
          href={earningsCsvHref(month)}
          download
          className={buttonClasses('secondary', 'md')}
          aria-label={t`Download the month's stays (CSV)`}
        >
          <Trans>Download CSV</Trans>
        </a>
      ) : null}
    </div>
  );
}
