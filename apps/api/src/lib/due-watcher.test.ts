// The loop over work that comes due (due-watcher.ts): a full round is followed by another at once, so a backlog
// drains as fast as rounds run; a round that was not full waits the interval.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DueWatcher } from './due-watcher.ts';

const log = { error: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
});

describe('DueWatcher', () => {
  it('runs rounds back to back while they are full, then one an interval', async () => {
    vi.useFakeTimers();
    let due = 70;
    const rounds: number[] = [];
    const watcher = new DueWatcher(
      'test watcher',
      1_000,
      async () => {
        const taken = Math.min(20, due);
        due -= taken;
        rounds.push(taken);
        return { full: taken === 20 };
      },
      log,
    );
    watcher.start();
    watcher.wake();
    // No time passes: the three full rounds and the last one run one after another.
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toEqual([20, 20, 20, 10]);

    // The last was not full: the next round waits the interval.
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toEqual([20, 20, 20, 10, 0]);
    await watcher.stop();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('waits the interval after a round that failed, rather than trying again at once', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    const watcher = new DueWatcher(
      'failing watcher',
      1_000,
      async () => {
        rounds++;
        throw new Error('the database is away');
      },
      log,
    );
    watcher.start();
    watcher.wake();
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    await watcher.stop();
  });
});
