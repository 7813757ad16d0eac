import { todayInKigali } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { MonthField, isMonth } from './month-field';
import { earningsCsvHref } from '../api/earnings';

/** A month (this one first, in Kigali) and the CSV of its stays' lines. */
export function EarningsCsv() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => todayInKigali().slice(0, 7));
  const valid = isMonth(month);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <MonthField label={t`Month`} month={month} onChange={setMonth} />
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
