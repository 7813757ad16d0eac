import { CalendarIcon, UserIcon } from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';

/** The client area's side menu (docs/product.md#screen-client): Profile and Bookings. */
export default function UserDashboardLayout() {
  return (
    <DashboardLayout
      title="Your dashboard"
      homePath={paths.user.root()}
      items={[
        { to: paths.user.profile(), label: 'Profile', icon: UserIcon },
        { to: paths.user.bookings(), label: 'Bookings', icon: CalendarIcon },
      ]}
    />
  );
}
