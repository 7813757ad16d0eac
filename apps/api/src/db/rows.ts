// The rows of a raw SQL query (db.execute), typed by the caller: PGlite and node-postgres both answer { rows }.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
