// Statements with parameters prepared by name on their connection (statement-names.ts), on a PostgreSQL server:
// the same text is prepared once whichever form pg is called with, the count is bounded, and the answers are the
// same as unnamed statements'.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTarget } from '../test/harness.ts';
import { MAX_NAMED_STATEMENTS, namedStatements } from './statement-names.ts';

describe.skipIf(testDbTarget !== 'postgres')('statements prepared by name', () => {
  let client: pg.Client;
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    namedStatements(client);
  });
  afterAll(async () => {
    await client?.end();
  });

  it('prepares a text once, however pg is called with it, and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [2] })).rows).toEqual([{ n: 3 }]);
    expect((await client.query({ text, rowMode: 'array' }, [3])).rows).toEqual([[4]]);
    const done = await new Promise((resolve, reject) =>
      client.query(text, [4], (error, result) => (error ? reject(error) : resolve(result.rows))),
    );
    expect(done).toEqual([{ n: 5 }]);
    expect(await prepared()).toEqual([text]);
    // Without parameters there is nothing to plan again: sent as it is.
    await client.query('select 1 as one');
    expect(await prepared()).toEqual([text]);
  });

  it('leaves a query object of its own (as pg-cursor and pg-query-stream send) as it is', async () => {
    const text = 'select $1::int * 2 as n';
    const query = client.query(new pg.Query(text, [7]));
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const read: unknown[] = [];
      query.on('row', (row: unknown) => read.push(row));
      query.on('end', () => resolve(read));
      query.on('error', reject);
    });
    expect(rows).toEqual([{ n: 14 }]);
    expect(await prepared()).not.toContain(text);
  });

  it(`names at most ${MAX_NAMED_STATEMENTS} texts a connection, and sends the others unnamed`, async () => {
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) {
      const { rows } = await client.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(1 + i);
    }
    expect(await prepared()).toHaveLength(MAX_NAMED_STATEMENTS);
  });
});
