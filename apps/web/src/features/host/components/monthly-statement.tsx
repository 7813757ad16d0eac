// The host's monthly statement (docs/statements.md): a month (the last one first, in Kigali) and its PDF and CSV,
// what the host hands their accountant.
import { previousMonth, todayInKigali } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { MonthField, isMonth } from './month-field';
import { statementHref } from '../api/earnings';

export function MonthlyStatement() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => previousMonth(todayInKigali().slice(0, 7)));
  const valid = isMonth(month);
  return (
    <section aria-labelledby="monthly-statement" className="space-y-3">
      <h2 id="monthly-statement" className="text-xl font-bold text-slate-900">
        <Trans>Monthly statement</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          The stays that checked out in a month, the taxes to declare by the 15th of the next month, the
          commission and your payouts: for your accountant.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <MonthField label={t`Statement month`} month={month} onChange={setMonth} />
        {valid ? (
          <>
            <a
              href={statementHref(month, 'pdf')}
              download
              className={buttonClasses('secondary', 'md')}
              aria-label={t`Download the month's statement (PDF)`}
            >
              <Trans>Statement PDF</Trans>
            </a>
            <a
              href={statementHref(month, 'csv')}
              download
              className={buttonClasses('secondary', 'md')}
              aria-label={t`Download the month's statement (CSV)`}
            >
              <Trans>Statement CSV</Trans>
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
