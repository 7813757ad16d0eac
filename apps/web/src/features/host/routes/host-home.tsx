import { useLingui } from '@lingui/react/macro';
import { BuildingIcon, CalendarIcon, StarIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { DashboardWelcome } from '@/components/ui/dashboard-welcome';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';

export default function HostHomeRoute() {
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const firstName = user?.FirstName;
  return (
    <DashboardWelcome
      pageTitle={t`Host dashboard`}
      heading={firstName ? t`Welcome, ${firstName}` : t`Welcome, host`}
      text={t`Manage properties, bookings from here.`}
      shortcuts={[
        {
          to: paths.host.profile(),
          label: t`Profile`,
          description: t`Your details and payout information.`,
          icon: UserIcon,
        },
        {
          to: paths.host.properties(),
          label: t`Properties`,
          description: t`The places you list on Ikaze.`,
          icon: BuildingIcon,
        },
        {
          to: paths.host.bookings(),
          label: t`Bookings`,
          description: t`Approve, reject or refund reservations.`,
          icon: CalendarIcon,
        },
        {
          to: paths.host.earnings(),
          label: t`Earnings`,
          description: t`What you earned and your payouts.`,
          icon: WalletIcon,
        },
        {
          to: paths.host.reviews(),
          label: t`Reviews`,
          description: t`Read what guests wrote and reply.`,
          icon: StarIcon,
        },
      ]}
    />
  );
}
