// The CSV download at 100,000 rows: every row arrives; rows are read and written in bounded batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { reportCsv } from './service.ts';

const ROWS = 100_000;
let ctx: TestContext;
let admin: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpAs(ctx, 'admin');
  await ctx.database.db.execute(sql`
    insert into users (username, email, first_name, last_name, phone_number, role, password_hash)
    select 'client' || n, 'client' || n || '@example.rw', 'First, "' || n || '"', '=Last' || n, '0788' || lpad(n::text, 6, '0'), 'user', 'x'
    from generate_series(1, ${ROWS}) as n`);
  // What autovacuum does on a server after a bulk load (PGlite has none): fresh statistics for the planner.
  await ctx.database.db.execute(sql`analyze users`);
});
afterAll(async () => {
  await ctx.close();
});

describe('CSV at 100k rows', () => {
  it('reads and writes in bounded batches, and stops when the reader stops', async () => {
    const sizes: number[] = [];
    for await (const chunk of reportCsv(ctx.database.db, 'clients')) {
      sizes.push(chunk.split('\r\n').length - 1);
      if (sizes.length === 4) break; // a client that goes away: no more batches are read
    }
    expect(sizes).toEqual([1, 2000, 2000, 2000]);
  });

  it('answers the whole file over HTTP', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/clients/csv',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(ROWS + 2); // header, rows, and the empty string after the last line end
    expect(lines[1]).toMatch(
      /^\d+,client1,"First, ""1""",'=Last1,client1@example\.rw,0788000001,Active,\d{4}-/,
    );
  });
});
