// GET /api/admin/outbox: the emails kept when no SMTP server is configured, newest first, for admins to read, and
// the count of every email's delivery (docs/decisions/0036-every-email-once.md).
import { desc, sql } from 'drizzle-orm';
import { OUTBOX_PAGE_SIZE, type OutboxPage } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { deliverySummary } from './email/delivery.ts';

export async function readOutbox(db: Db, page: number, smtpConfigured: boolean): Promise<OutboxPage> {
  const [rows, [count], deliveries] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
    deliverySummary(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      kind: row.kind,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    total: count?.n ?? 0,
    deliveries,
    smtpConfigured,
  };
}
