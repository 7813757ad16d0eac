// The bell's menu: the latest notifications, newest first, each a link to its screen. Opening it marks the
// ones it shows read (they keep their unread mark until it closes); 'Mark all as read' marks every one.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useMarkRead, type NotificationFeed } from '../api/notifications';
import { notificationAge, notificationNote, notificationText } from '../notification-text';

const itemClasses =
  'flex w-full cursor-pointer gap-3 rounded-md px-3 py-2.5 text-left text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50';

export function BellMenu({ feed }: { feed: NotificationFeed }) {
  const markRead = useMarkRead();
  const items = feed.items;
  // Unread when the menu opened: shown as new until it closes, though marked read at once.
  const [unreadAtOpen] = useState(() => new Set(items.filter((i) => i.readAt === null).map((i) => i.id)));
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadAtOpen.size > 0) mutate({ ids: [...unreadAtOpen] });
  }, [mutate, unreadAtOpen]);
  const moreUnread = feed.unread > 0 || (markRead.isPending && unreadAtOpen.size > 0);

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-3 pt-1.5 pb-2">
        <DropdownMenu.Label className="text-sm font-semibold text-slate-900">
          <Trans>Notifications</Trans>
        </DropdownMenu.Label>
        {moreUnread ? (
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-2 py-1 text-xs font-semibold text-brand-800 outline-none data-[highlighted]:bg-brand-50"
            onSelect={(event) => {
              event.preventDefault();
              mutate({ all: true });
            }}
          >
            <Trans>Mark all as read</Trans>
          </DropdownMenu.Item>
        ) : null}
      </div>
      <DropdownMenu.Separator className="mb-1 h-px bg-slate-200" />
      {items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-600">
          <Trans>No notifications yet.</Trans>
        </p>
      ) : (
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {items.map((item) => {
            const isNew = unreadAtOpen.has(item.id);
            const note = notificationNote(item);
            return (
              <DropdownMenu.Item key={item.id} asChild className={itemClasses}>
                <Link
                  to={item.link}
                  // A receipt is a page the server renders, not one of the app's screens.
                  reloadDocument={item.link.startsWith('/api/')}
                  data-unread={isNew || undefined}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                      isNew ? 'bg-brand-700' : 'bg-transparent',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block', isNew && 'font-semibold')}>
                      {isNew ? (
                        <span className="sr-only">
                          <Trans>New:</Trans>{' '}
                        </span>
                      ) : null}
                      {notificationText(item)}
                    </span>
                    {note ? <span className="mt-0.5 block text-xs text-slate-600">{note}</span> : null}
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {notificationAge(item.createdAt)}
                    </span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </div>
      )}
    </>
  );
}
