// The committed migrations build the database that schema.ts declares (docs/migrations.md). Two databases: one
// migrated from nothing by the API's own client (the suite's template, src/test/global-setup.ts); the other,
// empty, given what drizzle-kit would write for schema.ts from nothing. PostgreSQL then describes both (its own spelling of types,
// defaults, indexes and constraints, so two ways of writing the same thing compare equal) and the descriptions
// must match. Triggers and functions are written by hand in custom migrations and have no place in schema.ts:
// the migrated database must have them, the other none. On PGlite or, with API_TEST_DB=postgres, PostgreSQL.
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawDatabase, type RawDatabase } from '../test/raw-database.ts';
import * as schema from './schema.ts';

/** The extensions migration 0000 creates: the schema's indexes use their operator classes. */
const EXTENSIONS = ['create extension if not exists pg_trgm', 'create extension if not exists btree_gist'];

/** Every object of the public schema that schema.ts can declare, one line each, as PostgreSQL prints it. */
const DECLARABLE = `
  select 'table ' || c.relname as line from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
  union all
  select format('column %s.%s %s%s%s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
      case when a.attnotnull then ' not null' else '' end,
      case when a.attgenerated = 's' then ' generated as ' || pg_get_expr(d.adbin, d.adrelid)
           when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end,
      case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end,
      case when a.attcollation <> t.typcollation then ' collate ' || a.attcollation::regcollation::text else '' end)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
  union all
  select format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid))
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    -- A constraint trigger (the ledger's balance, migration 0035) is a trigger written by hand: HAND_WRITTEN.
    where n.nspname = 'public' and k.contype <> 't'
  union all
  select 'index ' || pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
  union all
  select format('enum %s (%s)', t.typname, string_agg(e.enumlabel, ', ' order by e.enumsortorder))
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' group by t.typname
  union all
  select 'sequence ' || c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S'
  order by line`;

/** What only hand-written SQL makes: triggers on the tables, and functions (outside extensions). */
const HAND_WRITTEN = `
  select format('trigger %s.%s', c.relname, t.tgname) as line
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
  union all
  select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by line`;

const lines = async (database: RawDatabase, query: string) =>
  (await database.run(query)).map((row) => String(row.line));

/**
 * What drizzle cannot declare, written by hand in the migrations (docs/migrations.md): indexes with INCLUDE, by
 * name; and CHECKs added NOT VALID, which hold for every row written since but were not checked on the rows
 * already there (migration 0016): the schema declares the CHECK, the rest is the migration's history.
 */
const HAND_WRITTEN_INDEXES = ['room_nights_night_free_idx'];
const declarable = (line: string) =>
  !HAND_WRITTEN_INDEXES.some((name) => line.startsWith(`index CREATE INDEX ${name} `));
const withoutHistory = (line: string) => line.replace(/ NOT VALID$/, '');

let migrated: RawDatabase;
let declared: RawDatabase;

beforeAll(async () => {
  [migrated, declared] = await Promise.all([openRawDatabase('migrated'), openRawDatabase('empty')]);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  for (const statement of [...EXTENSIONS, ...statements]) await declared.run(statement);
});

afterAll(async () => {
  await Promise.all([migrated?.close(), declared?.close()]);
});

describe('the migrations and schema.ts', () => {
  it('build the same tables, columns, types, defaults, constraints, indexes and enums', async () => {
    const fromSchema = await lines(declared, DECLARABLE);
    const fromMigrations = (await lines(migrated, DECLARABLE)).filter(declarable).map(withoutHistory);
    expect(fromSchema.length).toBeGreaterThan(400);
    expect({
      onlyInMigrations: fromMigrations.filter((line) => !fromSchema.includes(line)),
      onlyInSchema: fromSchema.filter((line) => !fromMigrations.includes(line)),
    }).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
  });

  it('leave triggers and functions to the hand-written migrations', async () => {
    expect(await lines(declared, HAND_WRITTEN)).toEqual([]);
    expect(await lines(migrated, HAND_WRITTEN)).toEqual(
      expect.arrayContaining([
        'trigger room_nights.room_nights_insert_notify',
        'trigger reviews.reviews_insert_delete_rate',
      ]),
    );
  });
});
