// The monthly statements' emails (docs/statements.md): on the 1st, every host who had stays in the month before
// is told their statement is ready, in their language, with its link. Each host is its own transaction, and the
// row of statement_emails (host, month) is written with the email's job, so a second run, or two at once, emails
// nobody twice.
import { sql } from 'drizzle-orm';
import { previousMonth, statementPath, todayInKigali } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { statementEmails } from '../../db/schema.ts';
import { notify } from '../notifications/index.ts';
import { monthStaysSql } from './statement-data.ts';

/** Emails the hosts of the month before `today` (Kigali) their statement; answers how many were emailed. */
export async function emailMonthlyStatements(db: Db, today = todayInKigali()): Promise<number> {
  const month = previousMonth(today.slice(0, 7));
  const hosts = await rowsOf<{ hostId: number }>(
    db,
    sql`select distinct s."hostId" as "hostId" from (${monthStaysSql(month)}) s order by 1`,
  );
  let emailed = 0;
  for (const { hostId } of hosts) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(statementEmails)
        .values({ hostId, month })
        .onConflictDoNothing()
        .returning({ hostId: statementEmails.hostId });
      if (!row) return false;
      await notify(tx, {
        userId: hostId,
        kind: 'monthly_statement',
        params: { month },
        link: statementPath(month, 'pdf'),
      });
      return true;
    });
    if (sent) emailed += 1;
  }
  return emailed;
}
