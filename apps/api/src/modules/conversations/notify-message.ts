// A new message's notification to its recipient (docs/decisions/0028-conversations.md, "Telling the recipient"):
// the bell's row always, the email only when `email` (the conversation's quiet time decides), in the sender's
// transaction (notify() is the outbox of docs/decisions/0026-jobs-outbox-and-email.md).
import type { NotificationParams } from '@ikaze/domain';
import { notify, type NotifyTx } from '../notifications/index.ts';

export interface NewMessageNotice {
  recipientId: number;
  link: string;
  params: NotificationParams<'message_received'>;
  email: boolean;
}

export async function notifyNewMessage(tx: NotifyTx, notice: NewMessageNotice): Promise<void> {
  await notify(tx, {
    userId: notice.recipientId,
    kind: 'message_received',
    params: notice.params,
    link: notice.link,
    email: notice.email,
  });
}
