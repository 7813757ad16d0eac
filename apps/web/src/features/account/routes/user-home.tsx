import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { DashboardWelcome } from '@/components/ui/dashboard-welcome';
import { paths } from '@/lib/paths';

export default function UserHomeRoute() {
  const { t } = useLingui();
  return (
    <DashboardWelcome
      pageTitle={t`Dashboard`}
      heading={t`Welcome to your Dashboard`}
      text={t`Manage your profile, bookings and more from here.`}
      shortcuts={[
        {
          to: paths.user.profile(),
          label: t`Profile`,
          description: t`Your details and how hosts reach you.`,
          icon: UserIcon,
        },
        {
          to: paths.user.bookings(),
          label: t`Bookings`,
          description: t`Your reservations and their status.`,
          icon: CalendarIcon,
        },
        {
          to: paths.home(),
          label: t`Find a stay`,
          description: t`Search hotels, apartments and guest houses.`,
          icon: SearchIcon,
        },
      ]}
    />
  );
}
