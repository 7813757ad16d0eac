// The contact form (docs/product.md#help-pages): a message kept in contact_requests for the admins, who are told
// of it in the app and by email, and answer by email. Limited per account, or per address when signed out, so
// that the form cannot flood the admins (docs/decisions/0029-public-pages-and-help.md).
import { count, desc, eq } from 'drizzle-orm';
import {
  CONTACT_REQUESTS_PAGE_SIZE,
  CONTACT_REQUESTS_PER_HOUR,
  contactQuotaMessage,
  type ContactRequestInput,
  type ContactRequestList,
  type Locale,
} from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { contactRequests, users } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countHit } from '../../lib/rate-counters.ts';
import type { NotifyTx } from '../notifications/index.ts';

const HOUR_MS = 3600_000;

export interface ContactSender {
  userId: number | null;
  /** The client's address (behind a trusted proxy, the one it forwards). */
  address: string;
  locale: Locale;
}

/** Counts one message of this sender, or throws a 429 when the hour's are used up. */
async function countContactRequest(db: Db, sender: ContactSender): Promise<void> {
  const key = sender.userId === null ? `contact:address:${sender.address}` : `contact:user:${sender.userId}`;
  const state = await countHit(db, key, 1, HOUR_MS);
  if (state.total <= CONTACT_REQUESTS_PER_HOUR) return;
  const seconds = Math.max(1, Math.ceil((state.resetsAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(contactQuotaMessage(CONTACT_REQUESTS_PER_HOUR, minutes), {
    code: 'RATE_LIMITED',
    params: { max: CONTACT_REQUESTS_PER_HOUR, retryAfterSeconds: seconds },
    retryAfterSeconds: seconds,
  });
}

/** Keeps a message of the contact form; `tellAdmins` runs in the same transaction (the admins' notification). */
export async function sendContactRequest(
  db: Db,
  sender: ContactSender,
  input: ContactRequestInput,
  tellAdmins: (tx: NotifyTx, request: { requestId: number; name: string; subject: string }) => Promise<void>,
): Promise<{ id: number }> {
  await countContactRequest(db, sender);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ ...input, userId: sender.userId, locale: sender.locale })
      .returning({ id: contactRequests.id });
    await tellAdmins(tx, { requestId: row!.id, name: input.name, subject: input.subject });
    return { id: row!.id };
  });
}

/** The admins' list: newest first, CONTACT_REQUESTS_PAGE_SIZE a page. */
export async function listContactRequests(db: Db, page: number): Promise<ContactRequestList> {
  const pageSize = CONTACT_REQUESTS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: contactRequests, username: users.username })
      .from(contactRequests)
      .leftJoin(users, eq(users.id, contactRequests.userId))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactRequests),
  ]);
  return {
    items: rows.map(({ request, username }) => ({
      id: request.id,
      name: request.name,
      email: request.email,
      subject: request.subject,
      message: request.message,
      userId: request.userId,
      username,
      locale: request.locale,
      createdAt: request.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
