// /dashboard/{user,host}/messages/booking/:bookingId: 'Message the host' / 'Message the guest' from a booking
// list (docs/decisions/0028-conversations.md). The booking's conversation opens if it exists; otherwise the
// first message starts it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { bookingConversationQueryOptions, useStartConversation } from '../api/conversations';
import { AllMessagesLink } from '../components/all-messages-link';
import { MessageComposer } from '../components/message-composer';
import { conversationPath } from '../links';

export default function BookingConversationScreen() {
  const bookingId = Number(useParams().bookingId);
  const { t } = useLingui();
  usePageTitle(t`Messages`);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const existing = useQuery({
    ...bookingConversationQueryOptions(bookingId),
    enabled: Number.isInteger(bookingId) && bookingId > 0,
  });
  const start = useStartConversation();
  if (!user || existing.isPending) return <Loading />;
  if (existing.data) return <Navigate to={conversationPath(user.Role, existing.data.id)} replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <AllMessagesLink role={user.Role} />
      <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        <Trans>Message about booking #{bookingId}</Trans>
      </h1>
      {existing.isError ? <Alert tone="error">{errorMessage(existing.error)}</Alert> : null}
      <MessageComposer
        label={t`Your message`}
        autoFocus
        pending={start.isPending}
        error={start.error}
        onSend={async (text) => {
          const { conversation } = await start.mutateAsync({ bookingId, text });
          void navigate(conversationPath(user.Role, conversation.id), { replace: true });
        }}
      />
    </div>
  );
}
