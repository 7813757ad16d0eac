import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../components/admin-page';
import { UserList } from '../components/user-list';

/** /dashboard/admin/clients (docs/product.md#screen-admin): every guest account. */
export default function AdminClientsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Clients`} description={t`Guest accounts: search, filter and open their profiles.`}>
      <UserList kind="clients" />
    </AdminPage>
  );
}
