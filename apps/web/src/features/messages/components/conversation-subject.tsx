import { Trans } from '@lingui/react/macro';
import { formatStayDate } from '@/lib/format';
import type { Conversation } from '../api/conversations';

/** What a conversation is about: the booking's dates, or a question before booking. */
export function ConversationSubject({ conversation }: { conversation: Conversation }) {
  const { checkIn, checkOut } = conversation;
  if (checkIn && checkOut) {
    const from = formatStayDate(checkIn);
    const to = formatStayDate(checkOut);
    return (
      <Trans>
        Booking from {from} to {to}
      </Trans>
    );
  }
  return <Trans>Question before booking</Trans>;
}
