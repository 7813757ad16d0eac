import type { User } from '@ikaze/domain';
import { ChevronDownIcon } from '@/components/ui/icons';

export const accountTriggerClasses =
  'group inline-flex h-10 max-w-[11rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 data-[state=open]:bg-slate-100';

/** The account menu's face: an initial and the username. */
export function AccountBadgeContent({ user }: { user: User }) {
  const initial = (user.FirstName || user.Username).charAt(0).toUpperCase();
  return (
    <>
      <span
        aria-hidden="true"
        className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {initial}
      </span>
      <span className="truncate">{user.Username}</span>
      <ChevronDownIcon className="shrink-0 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}

/** Shown for the instant the menu's code takes to load. */
export function AccountBadge({ user }: { user: User }) {
  return (
    <span className={accountTriggerClasses}>
      <AccountBadgeContent user={user} />
    </span>
  );
}
