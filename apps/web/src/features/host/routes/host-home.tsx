import { BuildingIcon, CalendarIcon, UserIcon } from '@/components/ui/icons';
import { DashboardWelcome } from '@/components/ui/dashboard-welcome';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';

export default function HostHomeRoute() {
  const { user } = useCurrentUser();
  return (
    <DashboardWelcome
      pageTitle="Host dashboard"
      heading={`Welcome, ${user?.FirstName ?? 'host'}`}
      text="Manage properties, bookings from here."
      shortcuts={[
        {
          to: paths.host.profile(),
          label: 'Profile',
          description: 'Your details and payout information.',
          icon: UserIcon,
        },
        {
          to: paths.host.properties(),
          label: 'Properties',
          description: 'The places you list on Ikaze.',
          icon: BuildingIcon,
        },
        {
          to: paths.host.bookings(),
          label: 'Bookings',
          description: 'Approve, reject or refund reservations.',
          icon: CalendarIcon,
        },
      ]}
    />
  );
}
