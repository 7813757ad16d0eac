// /dashboard/{user,host}/messages: my conversations, newest activity first, with unread counts; for admins,
// /dashboard/admin/messages lists the reported ones (docs/decisions/0028-conversations.md). Live: a new message
// anywhere refetches the list (lib/queries/unread-messages.ts invalidates every conversation query).
import type { Role } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { Loading } from '@/components/ui/status';
import { PageHeader } from '@/components/ui/page';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useUnreadMessages } from '@/lib/queries/unread-messages';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import {
  conversationListQueryOptions,
  reportedConversationsQueryOptions,
  type Conversation,
  type ReportedConversation,
} from '../api/conversations';
import { conversationPath } from '../links';
import { ConversationSubject } from '../components/conversation-subject';
import { messageTime } from '../components/message-time';
import { personName } from '@/lib/person-name';

export default function MessagesScreen() {
  const { t } = useLingui();
  usePageTitle(t`Messages`);
  const { user } = useCurrentUser();
  // Keeps the live events' listener (and the counts) while the list is open.
  useUnreadMessages();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const setPage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  if (!user) return <Loading />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>Messages</Trans>}
        description={
          user.Role === 'admin' ? (
            <Trans>
              Conversations that a guest or a host reported. You can read them, not write in them.
            </Trans>
          ) : (
            <Trans>Your conversations with hosts and guests, the newest first.</Trans>
          )
        }
      />
      {user.Role === 'admin' ? (
        <ReportedList page={page} setPage={setPage} />
      ) : (
        <MyList role={user.Role} page={page} setPage={setPage} />
      )}
    </div>
  );
}

type Paging = { page: number; setPage: (page: number) => void };

function MyList({ role, page, setPage }: Paging & { role: Role }) {
  const query = useQuery({ ...conversationListQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <ConversationPages
      query={query}
      page={page}
      setPage={setPage}
      pathOf={(id) => conversationPath(role, id)}
      empty={
        <Trans>
          No messages yet. Ask a host a question from a property’s page, or write about a booking.
        </Trans>
      }
    />
  );
}

function ReportedList({ page, setPage }: Paging) {
  const query = useQuery({ ...reportedConversationsQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <ConversationPages
      query={query}
      page={page}
      setPage={setPage}
      pathOf={(id) => conversationPath('admin', id)}
      empty={<Trans>No conversation has been reported.</Trans>}
    />
  );
}

/** A page of conversations (mine, or the reported ones for an admin), or the line saying there are none. */
function ConversationPages({
  query,
  page,
  setPage,
  pathOf,
  empty,
}: Paging & {
  query: UseQueryResult<{
    conversations: ReadonlyArray<Conversation | ReportedConversation>;
    total: number;
    pageSize: number;
  }>;
  pathOf: (conversationId: number) => string;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  const { conversations, total, pageSize } = query.data;
  if (conversations.length === 0)
    return <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{empty}</p>;
  return (
    <>
      <ul className="space-y-3">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationCard conversation={conversation} to={pathOf(conversation.id)} />
          </li>
        ))}
      </ul>
      <Pagination
        current={page}
        totalPages={Math.ceil(total / pageSize)}
        onChange={setPage}
        label={t`Conversation pages`}
      />
    </>
  );
}

function ConversationCard({
  conversation,
  to,
}: {
  conversation: Conversation | ReportedConversation;
  to: string;
}) {
  const { t } = useLingui();
  const { unread, lastMessage } = conversation;
  const guest = personName(conversation.guestFirstName);
  const host = personName(conversation.hostFirstName);
  const name =
    conversation.side === 'admin' ? t`${guest} and ${host}` : personName(conversation.otherFirstName);
  const text = lastMessage?.preview ?? '';
  const preview = lastMessage?.mine ? t`You: ${text}` : text;
  const reason = 'reportReason' in conversation ? conversation.reportReason : undefined;
  return (
    <Link
      to={to}
      className={cn(
        'block rounded-xl bg-white p-4 ring-1 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600',
        unread > 0 ? 'ring-brand-300' : 'ring-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">
            {name} <span className="font-normal text-slate-500">·</span>{' '}
            <span className="font-medium text-slate-700">{conversation.propertyName}</span>
          </p>
          <p className="text-sm text-slate-600">
            <ConversationSubject conversation={conversation} />
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <time dateTime={conversation.lastActivityAt} className="text-xs text-slate-500">
            {messageTime(conversation.lastActivityAt)}
          </time>
          {unread > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {plural(unread, { one: '# unread', other: '# unread' })}
            </span>
          ) : null}
        </div>
      </div>
      {preview ? (
        <p className={cn('mt-2 line-clamp-2 text-sm', unread > 0 ? 'text-slate-900' : 'text-slate-600')}>
          {preview}
        </p>
      ) : null}
      {reason ? (
        <p className="mt-2 text-sm text-red-800">
          <Trans>Reported: {reason}</Trans>
        </p>
      ) : null}
    </Link>
  );
}
