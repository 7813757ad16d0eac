// Fails when apps/api/src/db/schema.ts and the committed migrations disagree: drizzle-kit generates into a copy
// of apps/api/drizzle, and anything it would write there is a change to the schema that no migration carries
// (or a snapshot left behind). `drizzle-kit check` then checks the snapshots' chain. See docs/migrations.md.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

const scratch = mkdtempSync(join(tmpdir(), 'ikaze-migrations-check-'));
const problems = [];
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
    '\nschema.ts and apps/api/drizzle disagree: add the migration with `npm run db:generate -w apps/api`' +
      ' (docs/migrations.md).',
  );
  process.exit(1);
}
console.log('Migrations match schema.ts: drizzle-kit generate has nothing to write.');
