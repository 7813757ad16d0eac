import type { HostEarnings } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PAYOUT_METHOD_LABELS } from './payout-labels';

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-4';

/**
 * Where payouts go and, when they wait, until when or why (docs/money.md#payout-details): no details, a change
 * within its 48 hours, an admin's hold. The details themselves are changed in the profile, with the password.
 */
export function PayoutDestination({ earnings }: { earnings: HostEarnings }) {
  const { t, i18n } = useLingui();
  const to = earnings.payoutTo;
  const percent = formatNumber(earnings.commissionPercent);
  const profile = (
    <Link to={paths.host.profile()} className={linkClasses}>
      <Trans>Change them in your profile</Trans>
    </Link>
  );
  return (
    <section aria-labelledby="payouts-go-to" className="space-y-3">
      <h2 id="payouts-go-to" className="text-xl font-bold text-slate-900">
        <Trans>Where your payouts go</Trans>
      </h2>
      {to ? (
        <p className="text-slate-800">
          {t`Each day's payout goes to: ${i18n._(PAYOUT_METHOD_LABELS[to.method])} ${to.destination}.`}{' '}
          {profile}
        </p>
      ) : (
        <Alert tone="error">
          <Trans>
            You have no mobile money number or bank account for payouts, so we cannot pay you yet.
          </Trans>{' '}
          <Link to={paths.host.profile()} className={linkClasses}>
            <Trans>Add them in your profile</Trans>
          </Link>
        </Alert>
      )}
      {earnings.payoutDetailsHoldUntil ? (
        <Alert tone="info">
          {t`Your payout details changed recently: for your safety, payouts wait until ${formatDateTime(earnings.payoutDetailsHoldUntil)}.`}
        </Alert>
      ) : null}
      {earnings.payoutsHeld ? (
        <Alert tone="error">
          <Trans>
            An administrator has put your payouts on hold, usually to check something about your account. Your
            earnings are kept and paid once the hold is lifted.
          </Trans>{' '}
          <Link to={paths.help('contact')} className={linkClasses}>
            <Trans>Contact us</Trans>
          </Link>
        </Alert>
      ) : null}
      <p className="text-sm text-slate-600">{t`Ikaze keeps a commission of ${percent}% of the room charge (the price less taxes) on each stay paid online.`}</p>
    </section>
  );
}
