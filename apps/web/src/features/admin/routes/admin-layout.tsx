import {
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ClipboardIcon,
  KeyIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';

/** The admin sidebar (docs/product.md#screen-admin). */
export default function AdminDashboardLayout() {
  return (
    <DashboardLayout
      title="Admin dashboard"
      homePath={paths.admin.root()}
      items={[
        { to: paths.admin.reports(), label: 'Reports', icon: ChartIcon },
        { to: paths.admin.bookings(), label: 'Bookings', icon: CalendarIcon },
        { to: paths.admin.properties(), label: 'Properties', icon: BuildingIcon },
        { to: paths.admin.applications(), label: 'Applications', icon: ClipboardIcon },
        { to: paths.admin.clients(), label: 'Clients', icon: UsersIcon },
        { to: paths.admin.hosts(), label: 'Hosts', icon: KeyIcon },
      ]}
    />
  );
}
