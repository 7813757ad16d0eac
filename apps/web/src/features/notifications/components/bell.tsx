// The bell in the header (docs/decisions/0027-notifications-in-the-app.md): its icon and unread count for a
// signed-in user, kept current by the live events of GET /api/stream. The header loads it, with this feature's
// catalog, only when someone is signed in: nothing of it is in a guest page's first load. The menu's list loads
// when the menu is first about to open.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Icon, type IconProps } from '@/components/ui/icons';
import { Loading } from '@/components/ui/status';
import { useLiveEvents } from '@/lib/live-events';
import { bellQueryOptions, notificationKeys } from '../api/notifications';

const loadMenu = () => import('./bell-menu').then((module) => ({ default: module.BellMenu }));
const BellMenu = lazy(loadMenu);
/** Starts loading the menu before the click (hover, focus, touch), so that it opens at once. */
const preload = () => void loadMenu();

const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

export const bellTriggerClasses =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100';

export function NotificationBell() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useQuery(bellQueryOptions());
  useLiveEvents('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.bell() });
  });
  const unread = data?.unread ?? 0;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={bellTriggerClasses}
        aria-label={
          unread > 0
            ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' })
            : t`Notifications`
        }
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <BellIcon width={22} height={22} />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[calc(100vw-1rem)] max-w-sm rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <Suspense fallback={<Loading className="justify-center py-6" />}>
            {data ? <BellMenu feed={data} /> : <Loading className="justify-center py-6" />}
          </Suspense>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
