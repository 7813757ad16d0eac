import { formatMonthYear, type CommissionInvoice } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { formatDate, formatMoney } from '@/lib/format';
import { activeLocale } from '@/lib/i18n';
import { useLocalTable } from '@/lib/list-table';
import { hostInvoicesQueryOptions, invoicePdfHref } from '../api/invoices';

function useColumns(): Array<DataColumn<CommissionInvoice>> {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'month',
        header: t`Month`,
        className: 'whitespace-nowrap',
        cell: (i) => formatMonthYear(`${i.month}-01`, activeLocale()),
      },
      {
        id: 'number',
        header: t`Invoice`,
        className: 'whitespace-nowrap font-mono text-xs',
        cell: (i) => i.number,
      },
      {
        id: 'commission',
        header: t`Commission`,
        className: 'whitespace-nowrap text-right font-semibold',
        cell: (i) => formatMoney(i.commission),
      },
      {
        id: 'vat',
        header: t`VAT in it`,
        className: 'whitespace-nowrap text-right',
        cell: (i) => formatMoney(i.vat),
      },
      {
        id: 'issued',
        header: t`Issued`,
        className: 'whitespace-nowrap',
        cell: (i) => formatDate(i.issuedAt),
      },
      {
        id: 'pdf',
        header: t`PDF`,
        cell: (i) => (
          <a
            href={invoicePdfHref(i.number, activeLocale())}
            download
            className="font-semibold text-brand-800 underline"
            aria-label={t`Download invoice ${i.number} (PDF)`}
          >
            <Trans>Download</Trans>
          </a>
        ),
      },
    ],
    [t],
  );
}

const getRowId = (invoice: CommissionInvoice) => invoice.number;

/**
 * The platform's monthly invoices for its commission (docs/commission-invoices.md), newest first, each with its
 * PDF in the page's language.
 */
export function CommissionInvoices() {
  const { t } = useLingui();
  const invoices = useQuery(hostInvoicesQueryOptions());
  const table = useLocalTable(invoices.data ?? []);
  const columns = useColumns();
  if (invoices.isPending) return <Loading label={t`Loading your invoices...`} />;
  if (invoices.isError) return <Alert tone="error">{errorMessage(invoices.error)}</Alert>;
  return (
    <DataTable
      caption={t`Commission invoices`}
      showCaption
      columns={columns}
      getRowId={getRowId}
      {...table}
      emptyMessage={t`No invoice yet: the month's invoice comes on the 1st of the next.`}
    />
  );
}
