// Reads an imported calendar off the event loop (docs/decisions/0035-hostile-calendars.md). The iCalendar
// library can loop for ever inside one call on a rule that never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30),
// and a large file takes seconds of CPU: files are read by one worker thread per process (parse-worker.ts), one
// file at a time, and the worker is KILLED at its limits, which no loop inside the library can escape:
// - time: PARSE_TIME_LIMIT_MS per file, and never past the sync's own deadline (the fetch's 10 seconds);
// - memory: the worker's heap (PARSE_HEAP_MB old generation, PARSE_YOUNG_MB young); past it V8 stops the worker;
// - at most PARSE_QUEUE_MAX files waiting; a file that finds the queue full, or is still waiting at its deadline,
//   is refused as busy (a host's 60 imports a minute take one core at most, never the process's event loop).
// A killed worker is replaced at the next file; an idle one ends after READER_IDLE_MS. The bytes (1 MB),
// occurrences and nesting are limited before and inside the worker (fetch-calendar.ts, parse-calendar.ts).
// stopCalendarReading() kills the worker at shutdown; it never keeps the process alive either.
import { Worker } from 'node:worker_threads';
import { CHANNEL_SYNC_MESSAGES } from '@ikaze/domain';
import { CalendarFetchError } from './fetch-calendar.ts';
import type { NightsRead, SkippedEvent } from './parse-calendar.ts';

export const PARSE_TIME_LIMIT_MS = 5_000;
export const PARSE_HEAP_MB = 96;
export const PARSE_YOUNG_MB = 16;
export const PARSE_QUEUE_MAX = 20;
export const READER_IDLE_MS = 60_000;

/**
 * The worker's file: beside this module in the sources (Node strips its types), and bundled as
 * calendar-worker.js beside server.js in dist (apps/api/build.mjs).
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./parse-worker.ts', import.meta.url)
  : new URL('./calendar-worker.js', import.meta.url);

export interface CalendarRead {
  nights: Map<string, number>;
  skipped: SkippedEvent[];
  skippedCount: number;
}

interface Job {
  text: string;
  from: string;
  to: string;
  deadline: number;
  resolve: (read: CalendarRead) => void;
  reject: (error: CalendarFetchError) => void;
  /** Refuses the file as busy if it is still waiting at its deadline. */
  expiry?: NodeJS.Timeout;
}

type Answer = { ready?: true; read?: NightsRead; notACalendar?: true };

interface Reader {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const queue: Job[] = [];
let reader: Reader | undefined;
let idleTimer: NodeJS.Timeout | undefined;

/**
 * Rooms per night of the file's events for the nights from .. to − 1, read in the worker before `deadline`
 * (epoch ms). Throws a CalendarFetchError saying why not.
 */
export function readCalendar(
  text: string,
  from: string,
  to: string,
  deadline: number,
): Promise<CalendarRead> {
  return new Promise((resolve, reject) => {
    if (queue.length >= PARSE_QUEUE_MAX) return reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.busy));
    const job: Job = { text, from, to, deadline, resolve, reject };
    job.expiry = setTimeout(() => {
      const waiting = queue.indexOf(job);
      if (waiting < 0) return;
      queue.splice(waiting, 1);
      reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.busy));
    }, deadline - Date.now());
    queue.push(job);
    pump();
  });
}

/** Kills the worker and refuses the file it reads and those waiting (the process is stopping). */
export function stopCalendarReading(): void {
  for (const job of queue.splice(0)) {
    clearTimeout(job.expiry);
    job.reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.busy));
  }
  if (reader) kill(reader, CHANNEL_SYNC_MESSAGES.busy);
  clearTimeout(idleTimer);
}

/** Gives the next waiting file to the worker when it is free, starting one if there is none. */
function pump() {
  clearTimeout(idleTimer);
  if (queue.length === 0) {
    if (reader && !reader.job) idleTimer = setTimeout(() => reader && kill(reader), READER_IDLE_MS).unref();
    return;
  }
  reader ??= startReader();
  if (!reader.ready || reader.job) return;
  const current = reader;
  const job = queue.shift()!;
  clearTimeout(job.expiry);
  const left = job.deadline - Date.now();
  if (left <= 0) {
    job.reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.busy));
    return pump();
  }
  current.job = job;
  current.timer = setTimeout(
    () => kill(current, CHANNEL_SYNC_MESSAGES.readTimedOut),
    Math.min(PARSE_TIME_LIMIT_MS, left),
  );
  current.worker.postMessage({ text: job.text, from: job.from, to: job.to });
}

function startReader(): Reader {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB, maxYoungGenerationSizeMb: PARSE_YOUNG_MB },
  });
  // A worker never keeps the process alive (SIGTERM ends it even in the middle of a file).
  worker.unref();
  const started: Reader = { worker, ready: false };
  worker.on('message', (answer: Answer) => {
    if (answer.ready) {
      started.ready = true;
      return pump();
    }
    const job = started.job;
    if (!job) return;
    clearTimeout(started.timer);
    started.job = undefined;
    if (answer.read) {
      const { nights, skipped, skippedCount } = answer.read;
      job.resolve({ nights: new Map(nights), skipped, skippedCount });
    } else job.reject(new CalendarFetchError(CHANNEL_SYNC_MESSAGES.invalid));
    pump();
  });
  worker.on('error', (error: NodeJS.ErrnoException) =>
    kill(
      started,
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? CHANNEL_SYNC_MESSAGES.readTooLarge
        : CHANNEL_SYNC_MESSAGES.invalid,
    ),
  );
  worker.on('exit', () => kill(started, CHANNEL_SYNC_MESSAGES.invalid));
  worker.on('messageerror', () => kill(started, CHANNEL_SYNC_MESSAGES.invalid));
  return started;
}

/** Ends a worker, refusing the file it was reading with `message`; the next file starts another. */
function kill(killed: Reader, message: string = CHANNEL_SYNC_MESSAGES.busy) {
  if (reader !== killed) return;
  reader = undefined;
  clearTimeout(killed.timer);
  void killed.worker.terminate();
  // A worker that could not even start (its file missing, say) fails the first file waiting, not every one.
  const job = killed.job ?? (killed.ready ? undefined : queue.shift());
  clearTimeout(job?.expiry);
  killed.job = undefined;
  job?.reject(new CalendarFetchError(message));
  pump();
}
