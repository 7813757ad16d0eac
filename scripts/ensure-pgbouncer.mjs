// The PgBouncer and read-replica benchmark (bench/pg-operators.ts) runs Debian's PgBouncer (no other downloads
// here). Installs the pgbouncer package when missing and we are root; otherwise says exactly what to install.
// Prints the binary's path.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

if (!existsSync(PGBOUNCER) && process.getuid?.() === 0) {
  console.error(`PgBouncer is missing at ${PGBOUNCER}: installing Debian's pgbouncer package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: ['ignore', 'ignore', 'inherit'], env });
  // The package's own service is not wanted: the benchmark runs its own PgBouncer with its own configuration.
  execSync('apt-get install -y -qq pgbouncer', { stdio: ['ignore', 'ignore', 'inherit'], env });
  execSync('systemctl disable --now pgbouncer 2>/dev/null || service pgbouncer stop 2>/dev/null || true', {
    stdio: 'ignore',
    env,
  });
}
if (existsSync(PGBOUNCER)) {
  console.log(PGBOUNCER);
  process.exit(0);
}
console.error(
  `PgBouncer is needed and was not found at ${PGBOUNCER}.\n` +
    'Install it with:  sudo apt-get install -y pgbouncer   (Debian/Ubuntu)\n' +
    'or point PGBOUNCER_PATH at an installed pgbouncer.',
);
process.exit(1);
