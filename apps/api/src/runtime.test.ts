import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm scripts run on the Node of the `node` devDependency, whatever Node the machine has
// (docs/decisions/0016-node-24-runtime.md); package.json's `engines` says which one the code needs.
const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

describe('runtime', () => {
  it('runs on the Node that package.json engines asks for (24 or later)', () => {
    const floor = /^>=(\d+)\.(\d+)$/.exec(rootPackage.engines.node);
    expect(floor, 'engines.node is a plain ">=major.minor" floor').not.toBeNull();
    const [needMajor, needMinor] = [Number(floor?.[1]), Number(floor?.[2])];
    const [major = 0, minor = 0] = parts(process.versions.node);

    expect(needMajor).toBeGreaterThanOrEqual(24);
    expect(
      major > needMajor || (major === needMajor && minor >= needMinor),
      `Node ${process.version} runs the tests; package.json engines asks for ${rootPackage.engines.node}`,
    ).toBe(true);
  });
});
