// The worker thread that reads imported calendars, one at a time (started by read-calendar.ts, which kills it at
// its limits and starts another): it says { ready } once loaded, then answers each { text, from, to } with
// { read: NightsRead } or { notACalendar }. Bundled on its own into dist/calendar-worker.js (apps/api/build.mjs).
import { parentPort } from 'node:worker_threads';
import { readNights } from './parse-calendar.ts';

const port = parentPort!;
port.on('message', ({ text, from, to }: { text: string; from: string; to: string }) => {
  try {
    port.postMessage({ read: readNights(text, from, to) });
  } catch {
    // NotACalendar, or anything the library throws outside one event (a stack overflow): not a calendar we read.
    port.postMessage({ notACalendar: true });
  }
});
port.postMessage({ ready: true });
