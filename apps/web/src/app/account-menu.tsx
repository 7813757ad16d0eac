import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useUnreadMessages } from '@/lib/queries/unread-messages';
import { AccountBadgeContent, accountTriggerClasses } from './account-badge';

const itemClasses =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** Where each role reads its messages (docs/decisions/0028-conversations.md). */
const messagesPath = { admin: paths.admin.messages, host: paths.host.messages, user: paths.user.messages };

/**
 * The signed-in account menu (docs/product.md#layout): the username, then Dashboard, Messages with the unread
 * count, and Logout.
 */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const unread = useUnreadMessages();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountTriggerClasses}>
        <AccountBadgeContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1.5">
            <span className="block text-sm font-semibold text-slate-900">
              {user.FirstName} {user.LastName}
            </span>
            <span className="block truncate text-xs text-slate-500">{user.Email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard(user.Role)}>
              <Trans>Dashboard</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={messagesPath[user.Role]()}>
              <Trans>Messages</Trans>
              {unread > 0 ? (
                <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <span aria-hidden="true">{unread}</span>
                  <span className="sr-only">{plural(unread, { one: '# unread', other: '# unread' })}</span>
                </span>
              ) : null}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
