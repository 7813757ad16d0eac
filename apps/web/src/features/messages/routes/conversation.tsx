// /dashboard/{role}/messages/:conversationId (docs/decisions/0028-conversations.md): the messages oldest to
// newest, 'Load earlier messages' above them, the composer below, 'Report conversation'. A live 'message' event
// of this conversation refetches it, so the other side's messages appear without reload; what is shown is marked
// read. Admins read a reported conversation and write nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useLiveEvents } from '@/lib/live-events';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import {
  conversationKeys,
  conversationQueryOptions,
  messagesQueryOptions,
  useMarkRead,
  useSendMessage,
  type Conversation,
  type Message,
} from '../api/conversations';
import { AllMessagesLink } from '../components/all-messages-link';
import { ConversationSubject } from '../components/conversation-subject';
import { MessageComposer } from '../components/message-composer';
import { messageTime } from '../components/message-time';
import { ReportConversation } from '../components/report-conversation';
import { personName } from '@/lib/person-name';

export default function ConversationScreen() {
  const id = Number(useParams().conversationId);
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const query = useQuery({ ...conversationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  usePageTitle(
    query.data ? `${personName(query.data.otherFirstName)} · ${query.data.propertyName}` : t`Messages`,
  );
  if (!user) return <Loading />;
  const back = <AllMessagesLink role={user.Role} />;
  if (query.isError)
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      </div>
    );
  if (!query.data) return <Loading />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {back}
      <ConversationView conversation={query.data} />
    </div>
  );
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const id = conversation.id;
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(messagesQueryOptions(id));
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const writer = conversation.side !== 'admin';
  const guest = personName(conversation.guestFirstName);
  const host = personName(conversation.hostFirstName);
  const title =
    conversation.side === 'admin' ? t`${guest} and ${host}` : personName(conversation.otherFirstName);

  // The other side's messages (and our other tabs' ones) appear without reload.
  useLiveEvents('message', (data) => {
    const event = data as { conversationId?: unknown; read?: unknown; reconnected?: unknown };
    if ((event.conversationId === id && event.read !== true) || event.reconnected === true)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.one(id) });
  });

  // Oldest first: the pages arrive newest first, each oldest to newest.
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const newest = messages.at(-1);

  // What is on screen is read: mark it whenever a newer message from the other side arrives, once the tab is
  // in view (a message that came while it was hidden stays unread, and may still be emailed, until then).
  const markedUpTo = useRef(0);
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!writer || !newest || newest.id <= markedUpTo.current) return;
    const mark = () => {
      if (newest.id <= markedUpTo.current) return;
      markedUpTo.current = newest.id;
      if (conversation.unread > 0 || !newest.mine) markReadNow();
    };
    if (document.visibilityState !== 'hidden') return mark();
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      mark();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [writer, newest, conversation.unread, markReadNow]);

  // Keep the newest message in view as messages arrive (not when older ones are loaded above).
  const list = useRef<HTMLDivElement>(null);
  const newestId = newest?.id;
  useEffect(() => {
    const element = list.current;
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  const [reportOpen, setReportOpen] = useState(false);

  return (
    <section aria-labelledby="conversation-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="conversation-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h1>
          <p className="text-sm text-slate-600">
            {conversation.propertyName} · <ConversationSubject conversation={conversation} />
          </p>
        </div>
        {writer && !conversation.reported ? (
          <Button variant="secondary" size="sm" onClick={() => setReportOpen(true)}>
            <Trans>Report conversation</Trans>
          </Button>
        ) : null}
      </header>

      {conversation.reported && writer ? (
        <Alert tone="info">
          <Trans>This conversation was reported: an admin may read it.</Trans>
        </Alert>
      ) : null}
      {conversation.contactsHidden ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Trans>Phone numbers and email addresses are hidden until the booking is confirmed.</Trans>
        </p>
      ) : null}

      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        {history.hasNextPage ? (
          <div className="border-b border-slate-100 p-2 text-center">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load earlier messages</Trans>}
            </Button>
          </div>
        ) : null}
        {history.isPending ? (
          <Loading className="px-4" />
        ) : history.isError ? (
          <Alert tone="error" className="m-4">
            {errorMessage(history.error)}
          </Alert>
        ) : (
          <div
            ref={list}
            role="log"
            aria-label={t`Messages`}
            className="max-h-[60dvh] min-h-40 overflow-y-auto p-3 sm:p-4"
          >
            <ol className="space-y-3">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </ol>
          </div>
        )}
      </div>

      {writer ? (
        <MessageComposer
          label={t`Your message`}
          pending={send.isPending}
          error={send.error}
          onSend={(text) => send.mutateAsync(text)}
        />
      ) : null}
      {writer ? (
        <ReportConversation conversationId={id} open={reportOpen} onOpenChange={setReportOpen} />
      ) : null}
    </section>
  );
}

function MessageBubble({ message }: { message: Message }) {
  const { t } = useLingui();
  const author = message.mine ? t`You` : personName(message.senderFirstName);
  return (
    <li className={cn('flex', message.mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[75%]',
          message.mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <p className={cn('text-xs', message.mine ? 'text-brand-100' : 'text-slate-600')}>
          <span className="font-semibold">{author}</span>
          {' · '}
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        </p>
        <p className="text-base break-words whitespace-pre-wrap">{message.text}</p>
      </div>
    </li>
  );
}
