// The cluster benchmark (bench/cluster.ts) puts its nodes behind Debian's HAProxy, as deploy/haproxy.cfg does in
// production (docs/nodes.md). Installs the haproxy package when missing and we are root; otherwise says what to
// install. Prints the haproxy binary's path.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

if (!existsSync(HAPROXY) && process.getuid?.() === 0) {
  console.error(`HAProxy is missing at ${HAPROXY}: installing Debian's haproxy package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Installing only: the package's own service (systemd) would take port 80, which this machine may not give it.
  execSync('apt-get update -qq', { stdio: ['ignore', 2, 2], env });
  execSync('apt-get install -y -qq --no-install-recommends haproxy', { stdio: ['ignore', 2, 2], env });
}
if (existsSync(HAPROXY)) {
  console.log(HAPROXY);
  process.exit(0);
}
console.error(
  `HAProxy is needed for the cluster benchmark and was not found at ${HAPROXY}.\n` +
    'Install it with:  sudo apt-get install -y haproxy   (Debian/Ubuntu)\n' +
    'or point HAPROXY_PATH at an installed haproxy.',
);
process.exit(1);
