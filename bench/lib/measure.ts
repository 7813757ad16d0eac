// Runs autocannon and keeps the figures we report, with the machine's load average around the run.
import { readFileSync } from 'node:fs';
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';

/** The machine the figures come from: its name, cores, CPU model and memory. */
export const machine = (): string =>
  `${hostname()}: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`;

/** CPU time (user + system) of live processes, in ms: /proc/<pid>/stat fields 14 and 15, in 1/100 s. */
export function processCpuMs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** A process and its children (the API's cluster workers), from /proc/<pid>/task/<pid>/children. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of live processes, in MiB: VmRSS of /proc/<pid>/status. */
export function residentMib(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kib / 1024);
}

/** CPU counters sampled around a run, e.g. { api, db }: reported per request. */
export type CpuSampler = () => Promise<Record<string, number>>;

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** 1-minute load average at the start and at the end of the run. */
  loadBefore: number;
  loadAfter: number;
  requests: number;
  /** CPU ms per request of each sampled process group, and of this process (autocannon) as `client`. */
  cpuPerRequest: Record<string, number>;
};

export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new path (and body) for every request, so that caches and plans see varied input. */
  next: () => { path: string; body?: string; headers?: Record<string, string> };
  /** Requests sent once before the first measurement (e.g. every search of a mix, asked once). */
  prime?: number;
};

/** Sends `amount` requests of the scenario, 10 at a time, unmeasured. */
export async function prime(baseUrl: string, scenario: Scenario, amount: number): Promise<void> {
  await autocannon({ url: baseUrl, connections: 10, amount, requests: requestsOf(scenario) });
}

function requestsOf(scenario: Scenario): autocannon.Request[] {
  return [
    {
      method: scenario.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...scenario.headers },
      setupRequest: (request) => {
        const { path, body, headers } = scenario.next();
        return {
          ...request,
          path,
          ...(body === undefined ? {} : { body }),
          ...(headers === undefined ? {} : { headers: { ...request.headers, ...headers } }),
        };
      },
    },
  ];
}

export async function measure(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  cpu: CpuSampler = async () => ({}),
): Promise<Figures> {
  const loadBefore = loadavg()[0]!;
  const cpuBefore: Record<string, number> = { ...(await cpu()), client: clientCpuMs() };
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // No Accept-Encoding: the API and the baseline both answer uncompressed (compression is measured apart).
    requests: requestsOf(scenario),
  });
  const cpuAfter = { ...(await cpu()), client: clientCpuMs() };
  const requests = Math.max(1, result.requests.total);
  const cpuPerRequest = Object.fromEntries(
    Object.entries(cpuAfter).map(([k, v]) => [k, (v - (cpuBefore[k] ?? 0)) / requests]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    loadBefore,
    loadAfter: loadavg()[0]!,
    requests: result.requests.total,
    cpuPerRequest,
  };
}

function clientCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A Markdown table, ready to paste into docs/benchmarks.md. */
export function markdownTable(rows: Array<Record<string, string | number>>): string {
  if (!rows.length) return '';
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(keys.map((k) => String(row[k])))),
  ].join('\n');
}

/** A plain aligned table for the console (used by the web benchmarks too). */
export function printTable(rows: Array<Record<string, string | number>>): void {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(keys));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(keys.map((k) => String(row[k]))));
}

/** The value below which p % of `values` lie (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
