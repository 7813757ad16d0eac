// What changed in the database that alters what API processes keep in memory, as announced by the triggers of
// migrations 0011 and 0012 on the channel 'ikaze_changes' (docs/decisions/0011-search-answers.md,
// 0012-session-users.md). Every API process listens; what it wrote itself it also publishes at once, so that its
// own next answer never waits for the notification.

export const CHANGES_CHANNEL = 'ikaze_changes';

/**
 * Rooms held, given back, closed, synced or priced on the nights first..last (inclusive) of `roomTypes` (absent:
 * of any room type; migration 0030); any listing, room type or host changed; these
 * accounts or their sessions changed ('all': any may have); everything may have changed (the feed was down, or
 * an unknown notification); or a marker someone sent to learn that every notification before it has been heard
 * (it changes nothing).
 */
export type Change =
  | { kind: 'nights'; first: string; last: string; roomTypes?: number[] }
  | { kind: 'listings' }
  | { kind: 'users'; ids: number[] | 'all' }
  | { kind: 'everything' }
  | { kind: 'marker'; id: string };

const NIGHTS = /^nights:(\d{4}-\d{2}-\d{2}):(\d{4}-\d{2}-\d{2})(?::(\d+(?:,\d+)*))?$/;
const USERS = /^users:(\*|\d+(?:,\d+)*)$/;
const MARKER = /^marker:(.+)$/;

/** A notification's payload as a Change; anything unknown counts as "everything may have changed". */
export function parseChange(payload: string): Change {
  if (payload === 'listings') return { kind: 'listings' };
  const nights = NIGHTS.exec(payload);
  if (nights) {
    const change: Change = { kind: 'nights', first: nights[1]!, last: nights[2]! };
    return nights[3] ? { ...change, roomTypes: nights[3].split(',').map(Number) } : change;
  }
  const users = USERS.exec(payload);
  if (users) return { kind: 'users', ids: users[1] === '*' ? 'all' : users[1]!.split(',').map(Number) };
  const marker = MARKER.exec(payload);
  return marker ? { kind: 'marker', id: marker[1]! } : { kind: 'everything' };
}

export class ChangeFeed {
  private readonly subscribers = new Set<(change: Change) => void>();
  private heard = false;

  /**
   * True while the database's notifications reach this process. Whoever keeps answers must keep none while it
   * is false: a change made meanwhile by another process would go unheard.
   */
  get live(): boolean {
    return this.heard;
  }

  subscribe(subscriber: (change: Change) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(change: Change): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }

  /** The listening connection came up or went down: either way, what was kept before may be out of date. */
  setLive(live: boolean): void {
    this.heard = live;
    this.publish({ kind: 'everything' });
  }
}
