// /dashboard/host/earnings (docs/money.md#on-the-screens): the host's balances, where payouts go and whether they
// wait, the payouts expected, each paid stay's line, the payouts made, a month's CSV, and the platform's
// commission invoices (docs/commission-invoices.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { hostEarningsQueryOptions } from '../api/earnings';
import { CommissionInvoices } from '../components/commission-invoices';
import { EarningsBalances } from '../components/earnings-balances';
import { EarningsCsv } from '../components/earnings-csv';
import { MonthlyStatement } from '../components/monthly-statement';
import { EarningsLines } from '../components/earnings-lines';
import { HostPayouts, UpcomingPayouts } from '../components/host-payouts';
import { PayoutDestination } from '../components/payout-destination';

export default function HostEarningsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Earnings`);
  const earnings = useQuery(hostEarningsQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Earnings`}
        description={t`What your stays paid online earn you, after the commission, and your payouts.`}
      />
      {earnings.isPending ? (
        <Loading label={t`Loading your earnings...`} />
      ) : earnings.isError ? (
        <Alert tone="error">{errorMessage(earnings.error)}</Alert>
      ) : (
        <>
          <EarningsBalances earnings={earnings.data} />
          <PayoutDestination earnings={earnings.data} />
          <UpcomingPayouts upcoming={earnings.data.upcoming} />
          <section aria-labelledby="earnings-lines" className="space-y-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="earnings-lines" className="text-xl font-bold text-slate-900">
                <Trans>Stays</Trans>
              </h2>
              <EarningsCsv />
            </div>
            <EarningsLines lines={earnings.data.lines} />
          </section>
          <MonthlyStatement />
          <HostPayouts payouts={earnings.data.payouts} />
          <CommissionInvoices />
        </>
      )}
    </div>
  );
}
