// What a durable write costs on this machine, whatever the product does: a server of the same framework
// answering each POST after N PostgreSQL transactions of M inserts (bench/lib/write-floor-server.mjs), beside the
// constant-body server, at the booking bench's concurrency. It bounds what any booking can reach here: a paid
// reservation makes about 40 statements in about 6 transactions over its life (docs/benchmarks.md).
//
//   npx tsx bench/write-floor.ts [--seconds 10] [--connections 50] [--shapes 1x1,1x3,6x7]
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { machine, markdownTable, measure, processCpuMs } from './lib/measure.ts';
import { freePort, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // transactions × statements per request
    shapes: { type: 'string', default: '1x1,1x3,6x7' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = new URL(serverUrl);
dbUrl.pathname = '/ikaze_bench_write_floor';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query('drop database if exists ikaze_bench_write_floor');
await admin.query('create database ikaze_bench_write_floor');
const settings = await admin.query<{ name: string; setting: string }>(
  "select name, setting from pg_settings where name in ('synchronous_commit', 'fsync', 'wal_level')",
);
const pgVersion = (await admin.query<{ v: string }>('select version() as v')).rows[0]!.v.split(' on ')[0];

const floorPort = await freePort();
const constantPort = await freePort();
const floor = await startServer(
  ['bench/lib/write-floor-server.mjs', String(floorPort), dbUrl.href],
  floorPort,
  {},
);
const body = JSON.stringify({
  stay: { checkIn: '2027-06-01', checkOut: '2027-06-02', rooms: 1 },
  payment: 'mtn',
});
const constant = await startServer(
  ['bench/lib/constant-server.mjs', String(constantPort), String(body.length)],
  constantPort,
  {},
  90_000,
  '/',
);
const backends = async () => {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = 'ikaze_bench_write_floor'",
  );
  return rows.map((r) => r.pid);
};

console.log(
  `\n${machine()}; ${pgVersion}; Node ${process.version}; ${connections} connections, ${seconds} s a run`,
);
console.log(settings.rows.map((r) => `${r.name}=${r.setting}`).join(', '));

const scenario = (path: string) => ({
  name: path,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  next: () => ({ path, body }),
});
const constantFigures = await measure(
  `http://127.0.0.1:${constantPort}`,
  scenario('/'),
  connections,
  seconds,
  async () => ({
    api: processCpuMs([constant.pid!]),
  }),
);
const rows: Array<Record<string, string | number>> = [];
for (const shape of values.shapes.split(',')) {
  const [transactions, statements] = shape.split('x').map(Number);
  const path = `/?transactions=${transactions}&statements=${statements}`;
  await measure(`http://127.0.0.1:${floorPort}`, scenario(path), connections, 2);
  const pids = await backends();
  const figures = await measure(
    `http://127.0.0.1:${floorPort}`,
    scenario(path),
    connections,
    seconds,
    async () => ({
      api: processCpuMs([floor.pid!]),
      db: processCpuMs(pids),
    }),
  );
  rows.push({
    'transactions × inserts': shape,
    'req/s': figures.rps,
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    'constant req/s': constantFigures.rps,
    'constant / ours': `${(constantFigures.rps / Math.max(1, figures.rps)).toFixed(1)}×`,
    'CPU ms/req server+db': `${(figures.cpuPerRequest.api ?? 0).toFixed(2)}+${(figures.cpuPerRequest.db ?? 0).toFixed(2)}`,
    'load 1m': `${figures.loadBefore.toFixed(1)}→${figures.loadAfter.toFixed(1)}`,
  });
  console.log(Object.values(rows.at(-1)!).join('  '));
}
floor.kill('SIGTERM');
constant.kill('SIGTERM');
await sleep(300);
await admin.query('drop database if exists ikaze_bench_write_floor with (force)');
await admin.end();
console.log(`\n${markdownTable(rows)}\n`);
process.exit(0);
