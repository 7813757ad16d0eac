import { useLingui } from '@lingui/react/macro';
import { BuildingIcon, CalendarIcon, ChatIcon, StarIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';
import { useUnreadMessages } from '@/lib/queries/unread-messages';

/** The host area's side menu (docs/product.md#screen-host): Profile, Properties, Bookings, Earnings, Reviews,
 * Messages. */
export default function HostDashboardLayout() {
  const { t } = useLingui();
  const unread = useUnreadMessages();
  return (
    <DashboardLayout
      title={t`Host dashboard`}
      homePath={paths.host.root()}
      items={[
        { to: paths.host.profile(), label: t`Profile`, icon: UserIcon },
        { to: paths.host.properties(), label: t`Properties`, icon: BuildingIcon },
        { to: paths.host.bookings(), label: t`Bookings`, icon: CalendarIcon },
        { to: paths.host.earnings(), label: t`Earnings`, icon: WalletIcon },
        { to: paths.host.reviews(), label: t`Reviews`, icon: StarIcon },
        { to: paths.host.messages(), label: t`Messages`, icon: ChatIcon, badge: unread },
      ]}
    />
  );
}
