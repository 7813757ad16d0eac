import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, ChatIcon, UserIcon } from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';
import { useUnreadMessages } from '@/lib/queries/unread-messages';

/** The client area's side menu (docs/product.md#screen-client): Profile, Bookings and Messages. */
export default function UserDashboardLayout() {
  const { t } = useLingui();
  const unread = useUnreadMessages();
  return (
    <DashboardLayout
      title={t`Your dashboard`}
      homePath={paths.user.root()}
      items={[
        { to: paths.user.profile(), label: t`Profile`, icon: UserIcon },
        { to: paths.user.bookings(), label: t`Bookings`, icon: CalendarIcon },
        { to: paths.user.messages(), label: t`Messages`, icon: ChatIcon, badge: unread },
      ]}
    />
  );
}
