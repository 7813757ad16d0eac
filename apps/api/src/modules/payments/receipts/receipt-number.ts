// A paid payment's receipt number (docs/decisions/0065-receipt-number-taken-last.md): the next of a gap-free count,
// taken in the transaction that marks the payment paid, so a rollback gives it back. Every settlement waits on the
// count's one row until the one holding it commits, so the number is taken by the transaction's last statement,
// which also writes what needs the number (the payment, the guest's notice and its email): nothing waits on a
// round trip while the row is held.
import { eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { RECEIPT_NUMBER_FORMAT } from '@ikaze/domain';
import type { Tx } from '../../../db/queryable.ts';
import { notifications, payments, receiptCounter } from '../../../db/schema.ts';
import type { PaymentRow } from '../../../db/payment-view.ts';
import { queueJobSql } from '../../jobs/index.ts';
import { EMAIL_QUEUE, type Notice } from '../../notifications/index.ts';

/** `formatReceiptNumber` in SQL, of the integer `n` (a test in receipts.test.ts holds them equal). */
export function receiptNumberSql(n: SQL): SQL {
  const { prefix, digits } = RECEIPT_NUMBER_FORMAT;
  return sql`(${prefix}::text || repeat('0', greatest(0, ${digits}::int - length((${n})::text))) || (${n})::text)`;
}

/** Where a notice's params and its email's job keep the receipt number. */
const inParams = (params: unknown, path: string, number: SQL) =>
  sql`jsonb_set(${JSON.stringify(params)}::jsonb, ${path}::text[], to_jsonb(${receiptNumberSql(number)}))`;

/**
 * Marks the payment paid with the next receipt number, in one statement with the guest's notice of it (written
 * with that number): the payment as now stored.
 */
export async function markPaidWithReceipt(
  tx: Tx,
  paymentId: number,
  paid: Pick<typeof payments.$inferInsert, 'paidAt' | 'providerTransactionId' | 'updatedAt'>,
  notice: Notice | undefined,
): Promise<PaymentRow> {
  const receipt = tx.$with('receipt', { last: sql<number>`last` }).as(
    tx
      .update(receiptCounter)
      .set({ last: sql`${receiptCounter.last} + 1` })
      .returning({ last: receiptCounter.last })
      .getSQL(),
  );
  const number = sql`(select "last" from "receipt")`;
  const writes: WithSubquery[] = [receipt];
  if (notice) {
    const { params } = notice.notification;
    writes.push(
      tx.$with('notice', { id: sql<number>`id` }).as(
        tx
          .insert(notifications)
          .values({ ...notice.notification, params: inParams(params, '{receiptNumber}', number) })
          .returning({ id: notifications.id })
          .getSQL(),
      ),
    );
    if (notice.email)
      writes.push(
        tx
          .$with('email', { id: sql<number>`id` })
          .as(queueJobSql(tx, EMAIL_QUEUE, inParams(notice.email, '{params,receiptNumber}', number))),
      );
  }
  const [updated] = await tx
    .with(...writes)
    .update(payments)
    .set({
      ...paid,
      receiptNumber: number,
      status: 'successful',
      nextCheckAt: null,
      reason: null,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  return updated!;
}
