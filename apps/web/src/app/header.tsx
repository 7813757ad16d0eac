import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';
import { loadFeatureMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { AccountBadge } from './account-badge';
import { LanguageSwitch } from './language-switch';

// The menu's Radix code loads only for signed-in visitors; public pages stay light.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The bell too, with its feature's catalog (docs/decisions/0027-notifications-in-the-app.md).
const NotificationBell = lazy(() =>
  Promise.all([
    import('@/features/notifications/components/bell'),
    loadFeatureMessages('notifications'),
  ]).then(([m]) => ({ default: m.NotificationBell })),
);

export const MAIN_NAV_ID = 'main-navigation';

/**
 * The header (docs/product.md#layout): logo home, 'Post property'; signed out 'Register' and 'Sign in';
 * signed in the account menu and a separate 'Log out'. Below md the links fold into a panel the hamburger
 * toggles.
 */
export function Header({
  navOpen,
  onNavOpenChange,
}: {
  navOpen: boolean;
  onNavOpenChange: (open: boolean) => void;
}) {
  // While the first /api/me is pending, a visitor with nothing stored is most likely signed out.
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const logout = useLogout();
  const onLogout = () => logout.mutate();

  return (
    <header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && navOpen) onNavOpenChange(false);
      }}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={paths.home()} aria-label={t`Ikaze home`} className="rounded-lg">
          <Logo />
        </Link>

        <div className="ml-auto flex items-center gap-2">
          <nav
            id={MAIN_NAV_ID}
            aria-label={t`Main`}
            className={cn(
              navOpen ? 'flex' : 'hidden',
              'absolute inset-x-0 top-full flex-col gap-2 border-b border-slate-200 bg-white p-4 shadow-lg',
              'md:static md:flex md:flex-row md:items-center md:gap-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none',
            )}
          >
            <LanguageSwitch id="header-language" />
            <NavLink
              to={paths.listYourProperty()}
              className={({ isActive }) =>
                cn(
                  buttonClasses('ghost', 'md', 'justify-start md:justify-center'),
                  isActive && 'text-brand-800',
                )
              }
            >
              <Trans>Post property</Trans>
            </NavLink>
            {user ? (
              <button
                type="button"
                onClick={onLogout}
                disabled={logout.isPending}
                className={buttonClasses('secondary', 'md')}
              >
                <Trans>Log out</Trans>
              </button>
            ) : (
              <>
                <Link to={paths.register()} className={buttonClasses('secondary', 'md')}>
                  <Trans>Register</Trans>
                </Link>
                <Link to={paths.login()} className={buttonClasses('primary', 'md')}>
                  <Trans>Sign in</Trans>
                </Link>
              </>
            )}
          </nav>

          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
              <NotificationBell />
            </Suspense>
          ) : null}

          {user ? (
            <Suspense fallback={<AccountBadge user={user} />}>
              <AccountMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : null}

          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={navOpen}
            aria-controls={MAIN_NAV_ID}
            aria-label={t`Main menu`}
            onClick={() => onNavOpenChange(!navOpen)}
          >
            {navOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}
