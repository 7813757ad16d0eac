// What a query runs on: the database or one of its transactions. Every module takes these types from here.
import type { Db } from './client.ts';

/** A transaction opened by `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction or the database: both run queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
