import {
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ChatIcon,
  ClipboardIcon,
  InboxIcon,
  KeyIcon,
  MailIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { useLingui } from '@lingui/react/macro';
import { DashboardLayout } from '@/components/ui/dashboard-layout';
import { paths } from '@/lib/paths';

/** The admin sidebar (docs/product.md#screen-admin). */
export default function AdminDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      title={t`Admin dashboard`}
      homePath={paths.admin.root()}
      items={[
        { to: paths.admin.reports(), label: t`Reports`, icon: ChartIcon },
        { to: paths.admin.bookings(), label: t`Bookings`, icon: CalendarIcon },
        { to: paths.admin.payments(), label: t`Payments`, icon: WalletIcon },
        { to: paths.admin.properties(), label: t`Properties`, icon: BuildingIcon },
        { to: paths.admin.applications(), label: t`Applications`, icon: ClipboardIcon },
        { to: paths.admin.clients(), label: t`Clients`, icon: UsersIcon },
        { to: paths.admin.hosts(), label: t`Hosts`, icon: KeyIcon },
        { to: paths.admin.reviews(), label: t`Reviews`, icon: StarIcon },
        { to: paths.admin.outbox(), label: t`Outbox`, icon: MailIcon },
        { to: paths.admin.messages(), label: t`Reported messages`, icon: ChatIcon },
        { to: paths.admin.contactRequests(), label: t`Contact requests`, icon: InboxIcon },
        { to: paths.admin.auditLog(), label: t`Audit log`, icon: ClipboardIcon },
        { to: paths.admin.profile(), label: t`Profile`, icon: UserIcon },
      ]}
    />
  );
}
