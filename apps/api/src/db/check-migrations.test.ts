// scripts/check-migrations.mjs, which `npm test` runs on the tree itself (docs/migrations.md), fails, saying why,
// on a copy whose schema.ts has a column no migration adds and whose journal has an entry the migrator would
// skip (merged from another branch with an earlier `when`). It reads no database: run once, with the PGlite run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbTarget } from '../test/harness.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'ikaze-check-migrations-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

const check = (at: string) =>
  spawnSync(process.execPath, [join(at, 'scripts', 'check-migrations.mjs')], { encoding: 'utf8' });

describe.skipIf(testDbTarget === 'postgres')('scripts/check-migrations.mjs', () => {
  it('fails on a schema change without its migration and on a journal entry that would be skipped', () => {
    // The script and what drizzle-kit reads (the API's schema, migrations and packages), the rest linked.
    mkdirSync(join(copy, 'scripts'));
    cpSync(join(root, 'scripts', 'check-migrations.mjs'), join(copy, 'scripts', 'check-migrations.mjs'));
    for (const part of ['src', 'drizzle', 'package.json', 'drizzle.config.ts']) {
      cpSync(join(root, 'apps', 'api', part), join(copy, 'apps', 'api', part), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    symlinkSync(join(root, 'apps', 'api', 'node_modules'), join(copy, 'apps', 'api', 'node_modules'));
    const schema = join(copy, 'apps', 'api', 'src', 'db', 'schema.ts');
    writeFileSync(
      schema,
      readFileSync(schema, 'utf8').replace(
        "kind: text('kind').notNull(),",
        "kind: text('kind').notNull(),\n    unmigrated: text('unmigrated'),",
      ),
    );
    const journalPath = join(copy, 'apps', 'api', 'drizzle', 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ idx: number; when: number; tag: string }>;
    };
    const last = journal.entries.at(-1)!;
    const merged = {
      ...last,
      idx: last.idx + 1,
      when: last.when - 1,
      tag: `${String(last.idx + 1).padStart(4, '0')}_merged`,
    };
    journal.entries.push(merged);
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(copy, 'apps', 'api', 'drizzle', `${merged.tag}.sql`), 'select 1;');

    const result = check(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADD COLUMN "unmigrated" text');
    expect(result.stderr).toContain(`journal entry ${merged.tag} must come after ${last.tag}`);
  }, 180_000); // drizzle-kit generate and check, each a few seconds on an idle machine
});
