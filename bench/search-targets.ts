// The dated search's targets, measured at 1k and 100k properties side by side (docs/benchmarks.md; decision 0034):
// never-asked searches with dates as the site sends them (search-distinct: cards, guests, rooms) at 50
// connections must reach at least 1,000 req/s at 100k with a p99 of at most 50 ms, and take at most 1.5× the
// time of the same at 1k. Repeated searches (answered from kept answers: a cache) are printed beside them.
//
//   npm run build -w apps/api
//   npx tsx bench/search-targets.ts [--seconds 10] [--warmup 10] [--workers 1]
//
// Runs bench/api-bench.ts once per size (each makes its database the first time, which takes a minute or two at
// 100k), reads the raw figures it writes, prints one table and the verdicts, and exits 1 when a target is missed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { markdownTable } from './lib/measure.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    // The per-night inventory loads in a few seconds after the API starts (decision 0034).
    warmup: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
  },
});

const MIN_RATE = 1_000;
const MAX_P99_MS = 50;
const MAX_SLOWER = 1.5;
const SIZES = [1_000, 100_000] as const;

type Row = {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'CPU ms/req api+db (constant)': string;
};
type Raw = { machine: string; node: string; pgVersion: string; rows: Row[] };

function run(properties: number): Raw {
  const args = [
    'tsx',
    'bench/api-bench.ts',
    '--properties',
    String(properties),
    '--only',
    'search,search-distinct',
    '--connections',
    '50',
    '--seconds',
    values.seconds,
    '--warmup',
    values.warmup,
    '--workers',
    values.workers,
  ];
  const child = spawnSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(child.stdout);
  const file = /Raw figures in (\S+)/.exec(child.stdout)?.[1];
  if (child.status !== 0 || !file) throw new Error(`api-bench at ${properties} properties failed`);
  return JSON.parse(readFileSync(file, 'utf8')) as Raw;
}

const raws = SIZES.map(run);
const row = (raw: Raw, scenario: string) => raw.rows.find((r) => r.scenario === scenario)!;
const [small, large] = raws.map((raw) => row(raw, 'search-distinct')) as [Row, Row];

const table = SIZES.flatMap((size, i) =>
  (['search-distinct', 'search'] as const).map((scenario) => {
    const r = row(raws[i]!, scenario);
    return {
      searches:
        scenario === 'search' ? 'repeated (kept answers: a cache)' : 'never asked (the users’ own dates)',
      properties: size,
      'req/s': r['req/s'],
      'p50 ms': r['p50 ms'],
      'p99 ms': r['p99 ms'],
      'CPU ms/req api+db': r['CPU ms/req api+db (constant)'].split(' ')[0] ?? '',
    };
  }),
);
console.log(
  `\n${raws[0]!.machine}; ${raws[0]!.pgVersion}; Node ${raws[0]!.node}; API_WORKERS=${values.workers}`,
);
console.log(`${new Date().toISOString()}; 50 connections, ${values.seconds} s per run\n`);
console.log(markdownTable(table));

const slower = Math.max(
  large['p50 ms'] / small['p50 ms'],
  large['p99 ms'] / small['p99 ms'],
  small['req/s'] / large['req/s'],
);
const verdicts = [
  [
    `at least ${MIN_RATE} never-asked searches a second at 100k`,
    large['req/s'] >= MIN_RATE,
    `${large['req/s']} req/s`,
  ],
  [`p99 at most ${MAX_P99_MS} ms at 100k`, large['p99 ms'] <= MAX_P99_MS, `${large['p99 ms']} ms`],
  [
    `100k at most ${MAX_SLOWER}× the time of 1k (p50, p99, 1 / req/s)`,
    slower <= MAX_SLOWER,
    `${slower.toFixed(2)}× at most (p50 ${large['p50 ms']} vs ${small['p50 ms']} ms, p99 ${large['p99 ms']} vs ${small['p99 ms']} ms)`,
  ],
] as const;
console.log('');
for (const [target, met, figure] of verdicts) console.log(`${met ? 'MET ' : 'MISS'}  ${target}: ${figure}`);
if (verdicts.some(([, met]) => !met)) process.exitCode = 1;
