// Fails when apps/api/src/db/schema.ts and the committed migrations disagree: drizzle-kit generates into a copy
// of apps/api/drizzle, and anything it would write there is a change to the schema that no migration carries
// (or a snapshot left behind). `drizzle-kit check` then checks the snapshots' chain, and the journal is read for
// what drizzle's migrator would skip without a word. See docs/migrations.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const migrations = join(api, 'drizzle');
const drizzleKit = join(dirname(createRequire(join(api, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');

/** Every file under `folder` with its content, by path relative to it. */
function contents(folder) {
  const files = new Map();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path), readFileSync(path, 'utf8'));
  }
  return files;
}

function drizzleKitRun(args) {
  // No terminal: drizzle-kit cannot stop to ask (a rename?) and fails instead, which fails the check.
  return spawnSync(process.execPath, [drizzleKit, ...args], {
    cwd: api,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
}

/**
 * The migrator runs a journal entry only when its `when` is later than the newest applied one's: an entry that
 * is not later than the one before it (two branches' migrations merged) would never run on a database that has
 * that one. Every entry also needs its file, and every file its entry.
 */
function journalProblems() {
  const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8'));
  const found = [];
  let previous;
  for (const entry of journal.entries) {
    if (!entry.tag.startsWith(`${String(entry.idx).padStart(4, '0')}_`)) {
      found.push(`journal entry ${entry.tag}: its number is not its idx ${entry.idx}`);
    }
    if (previous && (entry.idx <= previous.idx || entry.when <= previous.when)) {
      found.push(`journal entry ${entry.tag} must come after ${previous.tag} (idx and when both larger)`);
    }
    previous = entry;
  }
  const tags = new Set(journal.entries.map((entry) => entry.tag));
  for (const tag of tags) {
    if (!existsSync(join(migrations, `${tag}.sql`))) found.push(`journal entry ${tag} has no ${tag}.sql`);
  }
  for (const file of readdirSync(migrations)) {
    if (file.endsWith('.sql') && !tags.has(file.slice(0, -4))) found.push(`${file} is not in the journal`);
  }
  return found;
}

const scratch = mkdtempSync(join(tmpdir(), 'ikaze-migrations-check-'));
const problems = journalProblems();
try {
  cpSync(migrations, join(scratch, 'drizzle'), { recursive: true });
  const before = contents(join(scratch, 'drizzle'));
  // drizzle-kit reads --out relative to its working directory.
  const out = relative(api, join(scratch, 'drizzle'));
  const generate = drizzleKitRun([
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema.ts',
    '--out',
    out,
  ]);
  if (generate.status !== 0) {
    problems.push(
      `drizzle-kit generate failed (it may want to ask a question):\n${generate.stdout}${generate.stderr}`,
    );
  }
  for (const [path, text] of contents(join(scratch, 'drizzle'))) {
    if (before.get(path) === text) continue;
    if (path.endsWith('.sql')) problems.push(`drizzle-kit would write ${path}:\n${text}`);
    else problems.push(`drizzle-kit would ${before.has(path) ? 'change' : 'write'} ${path}`);
  }
  const check = drizzleKitRun(['check']);
  if (check.status !== 0) problems.push(`drizzle-kit check failed:\n${check.stdout}${check.stderr}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n\n'));
  console.error(
    '\nschema.ts and apps/api/drizzle disagree. A new migration: `npm run db:generate -w apps/api -- --name what`' +
      ' (docs/migrations.md).',
  );
  process.exit(1);
}
console.log('Migrations match schema.ts: drizzle-kit generate has nothing to write.');
