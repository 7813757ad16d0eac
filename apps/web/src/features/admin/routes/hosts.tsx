import { AdminPage } from '../components/admin-page';
import { UserList } from '../components/user-list';

/** /dashboard/admin/hosts (spec §2): host accounts, with Deactivate/Activate (decisions.md). */
export default function AdminHostsRoute() {
  return (
    <AdminPage
      title="Hosts"
      description="Host accounts. A deactivated host cannot sign in and their properties leave the public screens."
    >
      <UserList kind="hosts" />
    </AdminPage>
  );
}
