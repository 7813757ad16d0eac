// Browser tests drive Debian's Chromium (no browser downloads here). Installs it when missing and we are
// root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\n` +
    'Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
    'or point CHROMIUM_PATH at an installed Chromium.',
);
process.exit(1);
