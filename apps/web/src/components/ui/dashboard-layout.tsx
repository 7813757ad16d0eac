import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { cn } from '@/lib/cn';
import { Drawer } from './dialog';
import { ChevronLeftIcon, ChevronRightIcon, MenuIcon } from './icons';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A count beside the label (unread messages); nothing when 0. */
  badge?: number;
}

function DashboardNav({
  items,
  label,
  compact = false,
  onNavigate,
}: {
  items: DashboardNavItem[];
  label: string;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map(({ to, label: text, icon: Icon, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              title={compact ? text : undefined}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  compact && 'justify-center px-0',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <Icon className="shrink-0" />
              <span className={compact ? 'sr-only' : undefined}>{text}</span>
              {badge ? <NavBadge count={badge} compact={compact} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The count beside a menu item, read as '3 unread'. */
function NavBadge({ count, compact }: { count: number; compact: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white',
        compact ? 'sr-only' : 'ml-auto',
      )}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{plural(count, { one: '# unread', other: '# unread' })}</span>
    </span>
  );
}

/**
 * The admin, host and client dashboards' frame (docs/product.md#layout): a side menu that collapses on wide
 * screens and becomes a drawer on small ones, with the current screen beside it.
 */
export function DashboardLayout({
  title,
  homePath,
  items,
}: {
  title: string;
  homePath: string;
  items: DashboardNavItem[];
}) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useLingui();
  const menuLabel = t`${title} menu`;
  const toggleLabel = collapsed ? t`Expand menu` : t`Collapse menu`;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
      {/* Small screens: a bar that opens the drawer. */}
      <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden print:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <MenuIcon />
          <Trans>Menu</Trans>
        </button>
        <Link to={homePath} className="text-sm font-semibold text-brand-800">
          {title}
        </Link>
      </div>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={title}>
        <DashboardNav items={items} label={menuLabel} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>

      {/* Wide screens: a side menu that can shrink to icons. */}
      <aside
        className={cn(
          'hidden shrink-0 border-r border-slate-200 bg-white transition-[width] lg:block',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className="sticky top-16 space-y-4 p-4">
          <div className={cn('flex items-center', collapsed ? 'justify-center' : 'justify-between')}>
            {collapsed ? null : (
              <Link to={homePath} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                {title}
              </Link>
            )}
            <button
              type="button"
              onClick={() => setCollapsed((c) => !c)}
              aria-expanded={!collapsed}
              aria-label={toggleLabel}
              title={toggleLabel}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </button>
          </div>
          <DashboardNav items={items} label={menuLabel} compact={collapsed} />
        </div>
      </aside>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <Outlet />
      </div>
    </div>
  );
}
