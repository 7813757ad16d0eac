import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, UserIcon } from '@/components/ui/icons';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';

/** The client area's side menu (docs/product.md#screen-client): Profile and Bookings. */
export default function UserDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      title={t`Your dashboard`}
      homePath={paths.user.root()}
      items={[
        { to: paths.user.profile(), label: t`Profile`, icon: UserIcon },
        { to: paths.user.bookings(), label: t`Bookings`, icon: CalendarIcon },
      ]}
    />
  );
}
