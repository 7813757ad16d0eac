import { CalendarIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { DashboardWelcome } from '@/components/ui/dashboard-welcome';
import { paths } from '@/lib/paths';

export default function UserHomeRoute() {
  return (
    <DashboardWelcome
      pageTitle="Dashboard"
      heading="Welcome to your Dashboard"
      text="Manage your profile, bookings and more from here."
      shortcuts={[
        {
          to: paths.user.profile(),
          label: 'Profile',
          description: 'Your details and how hosts reach you.',
          icon: UserIcon,
        },
        {
          to: paths.user.bookings(),
          label: 'Bookings',
          description: 'Your reservations and their status.',
          icon: CalendarIcon,
        },
        {
          to: paths.home(),
          label: 'Find a stay',
          description: 'Search hotels, apartments and guest houses.',
          icon: SearchIcon,
        },
      ]}
    />
  );
}
