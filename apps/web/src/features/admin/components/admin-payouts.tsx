import { PAYOUT_STATUSES, type AdminPayout, type PayoutRun } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterBar, SelectFilter } from '@/components/ui/filter-fields';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useLocalTable } from '@/lib/list-table';
import { adminPayoutsQueryOptions, useRetryPayout } from '../api/payouts';
import { ConfirmDialog } from './confirm-dialog';
import { RunOutcome, RunPayoutsButton } from './run-payouts';
import { useFailureReason } from './payment-labels';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS, PayoutStatusBadge } from './payout-labels';

type Status = AdminPayout['status'];
const isStatus = (value: string): value is Status => (PAYOUT_STATUSES as readonly string[]).includes(value);

/** 'Retry' on a failed payout, after a dialog: a new payout of what is still payable, to the details now. */
function RetryPayout({ payout }: { payout: AdminPayout }) {
  const { t } = useLingui();
  const retry = useRetryPayout();
  const [open, setOpen] = useState(false);
  const amount = formatMoney(payout.amount);
  const host = payout.hostName;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Trans>Retry</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Try the payout to ${host} again?`}
        description={t`A new payout of what is still payable of ${amount} starts now, to the host's payout details as they are today.`}
        confirm={retry.isPending ? t`Sending…` : t`Retry`}
        pending={retry.isPending}
        onConfirm={() =>
          retry.mutate(payout.id, {
            onSuccess: ({ message }) => flash(message),
            onError: (error) => flash(errorMessage(error), 'error'),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}

function useColumns(): Array<DataColumn<AdminPayout>> {
  const { t, i18n } = useLingui();
  const reasonOf = useFailureReason();
  return useMemo(
    () => [
      { id: 'day', header: t`Day`, className: 'whitespace-nowrap', cell: (p) => formatDate(p.day) },
      { id: 'host', header: t`Host`, cell: (p) => p.hostName },
      {
        id: 'amount',
        header: t`Amount`,
        className: 'whitespace-nowrap text-right font-semibold',
        cell: (p) => formatMoney(p.amount),
      },
      {
        id: 'to',
        header: t`Paid to`,
        cell: (p) => `${i18n._(PAYOUT_METHOD_LABELS[p.method])} ${p.destination}`,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (p) => (
          <>
            <PayoutStatusBadge status={p.status} />
            <span className="block text-xs text-slate-600">
              {p.status === 'failed' ? reasonOf(p.reason) : p.finishedAt ? formatDateTime(p.finishedAt) : ''}
            </span>
          </>
        ),
      },
      {
        id: 'reference',
        header: t`Provider reference`,
        cell: (p) => (
          <span className="font-mono text-xs break-all">{p.providerTransactionId ?? p.reference}</span>
        ),
      },
      {
        id: 'action',
        header: t`Action`,
        labelOnPhones: false,
        cell: (p) => (p.status === 'failed' ? <RetryPayout payout={p} /> : null),
      },
    ],
    [t, i18n, reasonOf],
  );
}

const getRowId = (payout: AdminPayout) => String(payout.id);

/**
 * The hosts' payouts (docs/money.md#payouts): 'Run today's payouts now' and what it did, then the payouts waiting,
 * sent or failed (with the provider's reason and 'Retry'), newest first.
 */
export function AdminPayouts() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('');
  const [run, setRun] = useState<PayoutRun>();
  const status = isStatus(filter) ? filter : undefined;
  const payouts = useQuery(adminPayoutsQueryOptions(status));
  const table = useLocalTable(payouts.data);
  const options = [
    { value: '', label: t`All statuses` },
    ...PAYOUT_STATUSES.map((value) => ({ value, label: i18n._(PAYOUT_STATUS_LABELS[value]) })),
  ];
  return (
    <section aria-labelledby="payouts-list" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="payouts-list" className="text-xl font-bold text-slate-900">
            <Trans>Payouts</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Hosts are paid their share of each stay once a day, after check-in, to their mobile money number
              or through the day's bank batch.
            </Trans>
          </p>
        </div>
        <RunPayoutsButton onRun={setRun} />
      </div>
      {run ? <RunOutcome run={run} /> : null}
      <FilterBar label={t`Filter the payouts`}>
        <SelectFilter label={t`Payout status`} value={filter} onChange={setFilter} options={options} />
      </FilterBar>
      <DataTable
        caption={t`Hosts' payouts`}
        columns={useColumns()}
        getRowId={getRowId}
        {...table}
        isFetching={payouts.isFetching}
        error={payouts.isError ? errorMessage(payouts.error) : undefined}
        emptyMessage={t`No payouts.`}
      />
    </section>
  );
}
