import { BuildingIcon, CalendarIcon, UserIcon } from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';

/** The host area's side menu (docs/product.md#screen-host): Profile, Properties, Bookings. */
export default function HostDashboardLayout() {
  return (
    <DashboardLayout
      title="Host dashboard"
      homePath={paths.host.root()}
      items={[
        { to: paths.host.profile(), label: 'Profile', icon: UserIcon },
        { to: paths.host.properties(), label: 'Properties', icon: BuildingIcon },
        { to: paths.host.bookings(), label: 'Bookings', icon: CalendarIcon },
      ]}
    />
  );
}
