// 'Contact the host' on a property's page (docs/decisions/0028-conversations.md): a question before booking.
// Writing again continues the same conversation; once sent, a link opens it in the asker's Messages.
import type { Role } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { useStartConversation } from '../api/conversations';
import { conversationPath } from '../links';
import { MessageComposer } from './message-composer';

export default function ContactHostForm({
  propertyId,
  hostName,
  role,
}: {
  propertyId: number;
  hostName: string;
  role: Role;
}) {
  const { t } = useLingui();
  const start = useStartConversation();
  const [sentTo, setSentTo] = useState<number | null>(null);

  if (sentTo !== null)
    return (
      <div className="space-y-4">
        <Alert tone="success">
          <Trans>Your message was sent. {hostName} will answer in your Messages.</Trans>
        </Alert>
        <Link to={conversationPath(role, sentTo)} className={buttonClasses('primary', 'md', 'w-full')}>
          <Trans>Open the conversation</Trans>
        </Link>
      </div>
    );

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>
          Ask about parking, arrival times or anything else before you book. Phone numbers and email addresses
          are hidden until a booking is confirmed.
        </Trans>
      </p>
      <MessageComposer
        label={t`Your question`}
        autoFocus
        pending={start.isPending}
        error={start.error}
        onSend={async (text) => {
          const { conversation } = await start.mutateAsync({ propertyId, text });
          setSentTo(conversation.id);
        }}
      />
    </div>
  );
}
