import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { User } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AccountBadgeContent, accountTriggerClasses } from './account-badge';

const itemClasses =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in account menu (docs/product.md#layout): the username, then Dashboard and Logout. */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
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
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
