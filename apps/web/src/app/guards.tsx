import type { Role } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';

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

/** Whole sentences per role: each language words them its own way. */
function AreaFor({ role }: { role: Role }) {
  switch (role) {
    case 'admin':
      return <Trans>This area is for admins only.</Trans>;
    case 'host':
      return <Trans>This area is for hosts only.</Trans>;
    case 'user':
      return <Trans>This area is for guests only.</Trans>;
  }
}

function SignedInAs({ role }: { role: Role }) {
  switch (role) {
    case 'admin':
      return <Trans>You are signed in with an admin account.</Trans>;
    case 'host':
      return <Trans>You are signed in with a host account.</Trans>;
    case 'user':
      return <Trans>You are signed in with a guest account.</Trans>;
  }
}

function NotAllowed({ role, userRole }: { role: Role; userRole: Role }) {
  const { t } = useLingui();
  return (
    <Page
      title={t({ id: 'guard.notAllowed', message: 'Not allowed' })}
      width="medium"
      className="text-center"
    >
      <PageHeading>
        <Trans>You are not allowed to see this page</Trans>
      </PageHeading>
      <p className="mt-3 text-slate-600">
        <AreaFor role={role} /> <SignedInAs role={userRole} />
      </p>
      <Link to={paths.dashboard(userRole)} className={buttonClasses('primary', 'md', 'mt-6')}>
        <Trans>Go to your dashboard</Trans>
      </Link>
    </Page>
  );
}
