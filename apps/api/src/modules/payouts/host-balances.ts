// A host's balances as the ledger holds them (docs/money.md#payouts), in the host's terms: what we owe them is
// positive. The accounts are liabilities, credited (negative) with what the host is owed; a payable balance above
// 0 in the ledger is a refund taken after a payout, carried to the next ones.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ACCOUNTS } from '../payments/index.ts';

export interface HostBalances {
  held: number;
  payable: number;
}

export async function hostBalances(db: Pick<Db, 'execute'>, hostId: number): Promise<HostBalances> {
  // Held: the share and the taxes kept apart for the host (docs/taxes.md#ledger), all theirs once payable.
  const held = ACCOUNTS.hostHeldAll(hostId);
  const payable = ACCOUNTS.hostPayable(hostId);
  const [row] = await rowsOf<HostBalances>(
    db,
    sql`select
      coalesce(-sum(amount) filter (where account <> ${payable}), 0)::float8 as held,
      coalesce(-sum(amount) filter (where account = ${payable}), 0)::float8 as payable
      from ledger_entries where account in (${sql.join(
        [...held, payable].map((account) => sql`${account}`),
        sql`, `,
      )})`,
  );
  return { held: row?.held ?? 0, payable: row?.payable ?? 0 };
}

/** The hosts whose payable balance is above 0: those a payout run looks at. */
export async function hostsWithPayable(db: Pick<Db, 'execute'>): Promise<number[]> {
  const hosts = await rowsOf<{ hostId: number }>(
    db,
    sql`select split_part(account, ':', 2)::int as "hostId" from ledger_entries
      where account like 'host:%:payable' group by account having sum(amount) < 0 order by 1`,
  );
  return hosts.map((row) => row.hostId);
}
