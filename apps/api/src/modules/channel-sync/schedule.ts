// Imports are synced in the background as well as on demand (docs/decisions/0023-calendar-and-rates.md): every
// minute each API process looks for imports not tried for 15 minutes and syncs them one at a time (service.ts
// claims each, so with several processes each import is fetched once). Started by server.ts, like housekeeping.
import type { Db } from '../../db/client.ts';
import type { FetchOptions } from './fetch-calendar.ts';
import { syncDueImports } from './service.ts';

export const CALENDAR_SYNC_TICK_MS = 60_000;
/** Imports synced per tick and process: at most 10 s each, so a tick ends well within a few minutes. */
export const IMPORTS_PER_TICK = 20;

/** Syncs due imports now and every tick until the returned stop function is called. Never throws. */
export function startCalendarSync(
  db: Db,
  options: FetchOptions,
  onError: (error: unknown) => void,
  tickMs = CALENDAR_SYNC_TICK_MS,
): () => void {
  let running = false;
  const run = () => {
    // A slow round is not overlapped by the next.
    if (running) return;
    running = true;
    void syncDueImports(db, options, IMPORTS_PER_TICK)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
