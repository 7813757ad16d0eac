import {
  ADMIN_PAYMENT_SORTS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type AdminPayment,
  type AdminPaymentSummary,
  type PaymentMethod,
  type PaymentStatus,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '@/components/ui/filter-fields';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { listTableProps } from '@/lib/list-table';
import { personName } from '@/lib/person-name';
import { useListParams, type ListParamsConfig } from '@/lib/use-list-params';
import {
  adminPaymentSummaryQueryOptions,
  adminPaymentsCsvHref,
  adminPaymentsQueryOptions,
} from '../api/payments';
import { AdminPage } from '../components/admin-page';
import { AdminPayouts } from '../components/admin-payouts';
import { BankBatches } from '../components/bank-batches';
import { ReconciliationRuns } from '../components/reconciliation-runs';
import { RefundsNeedingHand } from '../components/refunds-needing-hand';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentAge,
  PaymentLink,
  PaymentStatusBadge,
} from '../components/payment-labels';

type Filter = 'status' | 'method' | 'from' | 'to' | 'search';
type Sort = (typeof ADMIN_PAYMENT_SORTS)[number];

const LIST_CONFIG: ListParamsConfig<Filter, Sort> = {
  filters: { status: '', method: '', from: '', to: '', search: '' },
  sorts: ADMIN_PAYMENT_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
};

const isStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * Pending payments more than a minute past their window: the watcher ends each within seconds, so anything but 0
 * needs a look (green at 0, red otherwise), with the counts by status and the money owed back.
 */
function PaymentHealth({ summary }: { summary: AdminPaymentSummary }) {
  const { t, i18n } = useLingui();
  const stuck = summary.pendingPastWindow;
  const owed = formatMoney(summary.lateSuccesses.amountOwed);
  const late = formatNumber(summary.lateSuccesses.count);
  return (
    <section aria-label={t`Payments at a glance`} className="grid gap-3 lg:grid-cols-3">
      <div
        role="status"
        className={cn(
          'rounded-2xl border p-4 shadow-sm',
          stuck === 0
            ? 'border-green-300 bg-green-50 text-green-900'
            : 'border-red-300 bg-red-50 text-red-900',
        )}
      >
        <p className="text-sm font-semibold">
          <Trans>Pending past their window</Trans>
        </p>
        <p className="text-3xl font-bold" data-testid="pending-past-window">
          {formatNumber(stuck)}
        </p>
        <p className="text-xs">
          {stuck === 0
            ? t`None: every payment ends within its window.`
            : t`These should have ended: check the payment watcher.`}
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-sm font-semibold text-slate-700">
          <Trans>By status</Trans>
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {PAYMENT_STATUSES.map((status) => (
            <li key={status}>
              {i18n._(PAYMENT_STATUS_LABELS[status])}:{' '}
              <span className="font-semibold">{formatNumber(summary.byStatus[status])}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-sm font-semibold text-slate-700">
          <Trans>Paid after the rooms were released</Trans>
        </p>
        <p className="mt-2 text-sm text-slate-800">{t`${late} payments, ${owed} owed back to guests`}</p>
      </div>
    </section>
  );
}

function useColumns(): Array<DataColumn<AdminPayment>> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'id',
        header: t`Payment`,
        cell: (p) => <PaymentLink id={p.id} />,
      },
      {
        id: 'created_at',
        header: t`Created`,
        sortable: true,
        className: 'whitespace-nowrap',
        cell: (p) => (
          <>
            {formatDateTime(p.createdAt)}
            <span className="block text-xs text-slate-500">
              <PaymentAge seconds={p.ageSeconds} />
            </span>
          </>
        ),
      },
      { id: 'status', header: t`Status`, cell: (p) => <PaymentStatusBadge status={p.status} /> },
      { id: 'method', header: t`Method`, cell: (p) => i18n._(PAYMENT_METHOD_LABELS[p.method]) },
      {
        id: 'amount',
        header: t`Amount`,
        sortable: true,
        className: 'whitespace-nowrap text-right',
        cell: (p) => formatMoney(p.amount),
      },
      { id: 'guest', header: t`Guest`, cell: (p) => personName(p.guest.name) },
      { id: 'properties', header: t`Property`, cell: (p) => p.properties.map((x) => x.name).join(', ') },
      {
        id: 'reference',
        header: t`Provider reference`,
        cell: (p) => (
          <span className="font-mono text-xs break-all">{p.providerTransactionId ?? p.reference}</span>
        ),
      },
    ],
    [t, i18n],
  );
}

const getRowId = (payment: AdminPayment) => String(payment.id);

/**
 * /dashboard/admin/payments (docs/decisions/0045-who-sees-payment-details.md): every payment, filtered, sorted
 * and paged by the server, its CSV, and what needs a look; then the hosts' payouts and the bank batches
 * (docs/money.md#payouts).
 */
export default function AdminPaymentsRoute() {
  const { t, i18n } = useLingui();
  const columns = useColumns();
  const list = useListParams(LIST_CONFIG);
  const { filters } = list;
  const datesInOrder = !filters.from || !filters.to || filters.from <= filters.to;
  const params = {
    status: isStatus(filters.status) ? filters.status : undefined,
    method: isMethod(filters.method) ? filters.method : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search || undefined,
  };
  const query = useQuery({
    ...adminPaymentsQueryOptions({
      ...params,
      sort: list.sort,
      order: list.order,
      page: list.page,
      pageSize: list.pageSize,
    }),
    enabled: datesInOrder,
  });
  const summary = useQuery(adminPaymentSummaryQueryOptions());
  const table = listTableProps(list, query, { failure: errorMessage, shown: datesInOrder });
  const statusOptions = [
    { value: '', label: t`All statuses` },
    ...PAYMENT_STATUSES.map((status) => ({ value: status, label: i18n._(PAYMENT_STATUS_LABELS[status]) })),
  ];
  const methodOptions = [
    { value: '', label: t`All methods` },
    ...PAYMENT_METHODS.map((method) => ({ value: method, label: i18n._(PAYMENT_METHOD_LABELS[method]) })),
  ];

  return (
    <AdminPage
      title={t`Payments`}
      description={t`Every payment by mobile money or at the property. Open one to see its ledger and what the provider answered.`}
      actions={
        <a
          href={adminPaymentsCsvHref(params)}
          download
          className={buttonClasses('primary', 'md')}
          aria-label={t`Download these payments (CSV)`}
        >
          <Trans>Download CSV</Trans>
        </a>
      }
    >
      {summary.data ? <PaymentHealth summary={summary.data} /> : null}
      <FilterBar label={t`Filter the payments`} className="lg:grid-cols-5">
        <SelectFilter
          label={t`Status`}
          value={filters.status}
          onChange={(status) => list.setFilters({ status })}
          options={statusOptions}
        />
        <SelectFilter
          label={t`Method`}
          value={filters.method}
          onChange={(method) => list.setFilters({ method })}
          options={methodOptions}
        />
        <DateFilter
          label={t`Created from`}
          value={filters.from}
          max={filters.to}
          onChange={(from) => list.setFilters({ from })}
        />
        <DateFilter
          label={t`Created to`}
          value={filters.to}
          min={filters.from}
          onChange={(to) => list.setFilters({ to })}
        />
        <TextFilter
          label={t`Search`}
          placeholder={t`Guest, property, reference, number`}
          value={filters.search}
          onChange={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <DataTable
        caption={t`Payments`}
        columns={columns}
        getRowId={getRowId}
        {...table}
        error={
          table.error ?? (datesInOrder ? undefined : t`Error: The start date must not be after the end date.`)
        }
        emptyMessage={t`No payments match these filters.`}
      />
      <AdminPayouts />
      <BankBatches />
      <RefundsNeedingHand />
      <ReconciliationRuns />
    </AdminPage>
  );
}
