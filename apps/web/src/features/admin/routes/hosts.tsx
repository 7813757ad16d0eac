import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../components/admin-page';
import { UserList } from '../components/user-list';

/**
 * /dashboard/admin/hosts (docs/product.md#screen-admin): host accounts, with Deactivate/Activate
 * (docs/product.md#accounts).
 */
export default function AdminHostsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Hosts`}
      description={t`Host accounts. A deactivated host cannot sign in and their properties leave the public screens.`}
    >
      <UserList kind="hosts" />
    </AdminPage>
  );
}
