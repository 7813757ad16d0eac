// Every statement with parameters prepared by name on its connection
// (docs/decisions/0064-statements-prepared-by-name.md): PostgreSQL then parses it once per connection and, after a
// few runs, plans it once, where an unnamed statement is parsed and planned on every run. Under a booking's load,
// parsing and planning were most of PostgreSQL's CPU. The name is the hash of the text, so the same statement has
// the same name on every connection; pg prepares it the first time it is sent there. Not behind a transaction
// pooler (client.ts), where the next statement may run on another connection.
import { createHash } from 'node:crypto';
import type { Client as PgClient } from 'pg';

/**
 * Distinct statements named per connection: a statement built with a list of a new length (`in ($1, $2, …)`) is a
 * new text, so the count is bounded; past it, statements go unnamed as before.
 */
export const MAX_NAMED_STATEMENTS = 500;

/** Names the parameterized statements `client` sends from now on (see above). */
export function namedStatements(client: PgClient): void {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
    // pg's forms with parameters: (text, values), ({ text, … }, values) as the pool sends them, and
    // ({ text, values, … }); anything else (a cursor or stream: an object with its own submit()) as it is.
    const asConfig =
      typeof config === 'string' && Array.isArray(rest[0])
        ? { text: config, values: rest.shift() as unknown[] }
        : isPlainConfig(config) && Array.isArray(rest[0])
          ? { ...config, values: rest.shift() as unknown[] }
          : config;
    if (!isPlainConfig(asConfig) || !isUnnamedWithValues(asConfig)) return query(asConfig, ...rest);
    const name = nameOf(asConfig.text);
    if (!named.has(name)) {
      if (named.size >= MAX_NAMED_STATEMENTS) return query(asConfig, ...rest);
      named.add(name);
    }
    return query({ ...asConfig, name }, ...rest);
  };
}

/**
 * A cache of the names of the texts seen, shared by the connections: hashing a search's 5 KB of SQL on every run
 * cost more than a Map's lookup of the same text. Bounded; past it, a text not kept is hashed on each run.
 */
const statementNameCache = new Map<string, string>();
const MAX_CACHED_NAMES = 2_000;

function nameOf(text: string): string {
  let name = statementNameCache.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNameCache.size < MAX_CACHED_NAMES) statementNameCache.set(text, name);
  }
  return name;
}

/** A query's settings as an object, not a submittable of its own (pg-cursor, pg-query-stream). */
function isPlainConfig(config: unknown): config is object {
  return (
    config !== null &&
    typeof config === 'object' &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}

function isUnnamedWithValues(config: object): config is { text: string; values: unknown[]; name?: string } {
  const { text, values, name } = config as { text?: unknown; values?: unknown; name?: unknown };
  return typeof text === 'string' && Array.isArray(values) && values.length > 0 && name === undefined;
}
