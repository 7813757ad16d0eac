import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../components/admin-page';
import { AdminPayouts } from '../components/admin-payouts';
import { BankBatches } from '../components/bank-batches';
import { RunPayouts } from '../components/run-payouts';

/**
 * /dashboard/admin/payouts (docs/money.md#payouts): hosts' payouts waiting, sent or failed, today's run now, and
 * the bank batches. A host's payout settings are on the Hosts list.
 */
export default function AdminPayoutsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Payouts`}
      description={t`Hosts are paid their share of each stay once a day, after check-in, to their mobile money number or through the day's bank batch.`}
    >
      <RunPayouts />
      <AdminPayouts />
      <BankBatches />
    </AdminPage>
  );
}
