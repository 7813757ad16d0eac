import type { Role } from '@ikaze/domain';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';

const roleNames: Record<Role, string> = { admin: 'admins', host: 'hosts', user: 'guests' };

/**
 * The login guard (docs/product.md#roles): a signed-out visitor goes to /login, replacing the history entry,
 * with the page they wanted in ?next= so that signing in brings them back. With `role`, a signed-in user of
 * another role sees a "not allowed" screen instead of the page.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Loading className="mx-auto max-w-6xl px-4" />;
  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login({ next })} replace />;
  }
  if (role && user.Role !== role) return <NotAllowed role={role} userRole={user.Role} />;
  return <Outlet />;
}

function NotAllowed({ role, userRole }: { role: Role; userRole: Role }) {
  return (
    <Page title="Not allowed" width="medium" className="text-center">
      <PageHeading>You are not allowed to see this page</PageHeading>
      <p className="mt-3 text-slate-600">
        This area is for {roleNames[role]} only. You are signed in with a{' '}
        {userRole === 'user' ? 'guest' : userRole} account.
      </p>
      <Link to={paths.dashboard(userRole)} className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to your dashboard
      </Link>
    </Page>
  );
}
