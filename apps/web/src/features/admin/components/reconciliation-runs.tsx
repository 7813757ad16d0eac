import type { Disagreement, ReconciliationRun } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { flash } from '@/lib/flash';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { reconciliationRunsQueryOptions, useRunReconciliation } from '../api/finance';
import { PAYMENT_METHOD_LABELS } from './payment-labels';
import { DISAGREEMENT_LABELS, MOVEMENT_LABELS, MOVEMENT_STATUS_LABELS } from './finance-labels';

/** 'Paid · RWF 8,000', or the status alone when no amount is known. */
function useSide() {
  const { i18n } = useLingui();
  return (side: { status: string; amount: number | null } | null) => {
    if (!side) return '—';
    const label = MOVEMENT_STATUS_LABELS[side.status];
    const status = label ? i18n._(label) : side.status;
    return side.amount === null ? status : `${status} · ${formatMoney(side.amount)}`;
  };
}

function Finding({ finding }: { finding: Disagreement }) {
  const { t, i18n } = useLingui();
  const side = useSide();
  const ledger = finding.ledger;
  const transactions = ledger ? formatNumber(ledger.transactions) : '';
  const ledgerAmount = ledger ? formatMoney(ledger.amount) : '';
  return (
    <li className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="font-semibold">
        {i18n._(DISAGREEMENT_LABELS[finding.kind])} · {i18n._(MOVEMENT_LABELS[finding.movement])}
        {finding.id === null ? '' : ` #${finding.id}`} · {i18n._(PAYMENT_METHOD_LABELS[finding.method])}
      </p>
      <p className="font-mono text-xs break-all">{finding.reference}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-red-800">{t`Ours`}</dt>
        <dd>{side(finding.ours)}</dd>
        <dt className="text-red-800">{t`Provider`}</dt>
        <dd>{side(finding.theirs)}</dd>
        {ledger ? (
          <>
            <dt className="text-red-800">{t`Ledger`}</dt>
            <dd>
              {plural(ledger.transactions, {
                one: `${transactions} transaction · ${ledgerAmount}`,
                other: `${transactions} transactions · ${ledgerAmount}`,
              })}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function Run({ run }: { run: ReconciliationRun }) {
  const { t } = useLingui();
  const day = formatDate(run.day);
  const checked = formatNumber(run.checked);
  const found = run.disagreements.length;
  const count = formatNumber(found);
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="reconciliation-run"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{day}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            run.finishedAt === null
              ? 'bg-amber-100 text-amber-900'
              : found === 0
                ? 'bg-green-100 text-green-900'
                : 'bg-red-100 text-red-900',
          )}
        >
          {run.finishedAt === null
            ? t`Not finished`
            : found === 0
              ? t`All agree`
              : plural(found, { one: `${count} disagreement`, other: `${count} disagreements` })}
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {plural(run.checked, { one: `${checked} record checked`, other: `${checked} records checked` })} ·{' '}
        {formatDateTime(run.startedAt)}
      </p>
      {found > 0 ? (
        <ul className="mt-3 space-y-2">
          {run.disagreements.map((finding, index) => (
            <Finding key={`${finding.kind}-${finding.reference}-${index}`} finding={finding} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The daily reconciliation (docs/money.md#reconciliation): the latest runs, each with what disagreed with the
 * providers or the ledger (listed, never fixed), and 'Run now', which checks yesterday as the 03:00 job does.
 */
export function ReconciliationRuns() {
  const { t } = useLingui();
  const runs = useQuery(reconciliationRunsQueryOptions());
  const run = useRunReconciliation();
  return (
    <section aria-labelledby="reconciliation" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="reconciliation" className="text-xl font-bold text-slate-900">
            <Trans>Reconciliation</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Each night every mobile-money movement of the day before is checked against the provider and the
              ledger. What disagrees is listed here; nothing is changed.
            </Trans>
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: () => flash(t`Yesterday was checked.`),
              onError: (error) => flash(errorMessage(error), 'error'),
            })
          }
        >
          {run.isPending ? t`Checking…` : t`Run now`}
        </Button>
      </div>
      {runs.isPending ? (
        <Loading label={t`Loading the reconciliation...`} />
      ) : runs.isError ? (
        <Alert tone="error">{errorMessage(runs.error)}</Alert>
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No reconciliation has run yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {runs.data.map((item) => (
            <Run key={item.id} run={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
