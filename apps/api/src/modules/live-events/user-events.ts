// Per-user events of the channel 'user_events' (docs/decisions/0027-notifications-in-the-app.md, "Live
// updates"): a trigger announces each new notification or message with the id of the user it is for; every API
// process LISTENs once on that channel and hands each announcement to the open streams of that user only.
import { z } from 'zod';

export const USER_EVENTS_CHANNEL = 'user_events';

/** What a stream forwards: its SSE event name (the type) and the announcement minus the user's id. */
export const LIVE_EVENT_TYPES = ['notification', 'message', 'payment'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEvent {
  type: LiveEventType;
  data: Record<string, unknown>;
}

const announcementSchema = z.looseObject({
  userId: z.number().int().positive(),
  type: z.enum(LIVE_EVENT_TYPES),
});

/** A trigger's payload as the event of one user; anything else (another type, broken JSON) is no event. */
export function parseAnnouncement(payload: string): { userId: number; event: LiveEvent } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = announcementSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { userId, ...data } = parsed.data;
  return { userId, event: { type: data.type, data } };
}

export interface Subscriber {
  send(event: LiveEvent): void;
  /** The server ends the stream: the app is closing, or the feed was down and events may have been missed. */
  end(): void;
  /** The account or its sessions changed: the stream reads its session again and ends if it is gone. */
  recheck(): void;
}

/** The open streams of this process, by user, fed by one LISTEN. */
export class UserEvents {
  private readonly byUser = new Map<number, Set<Subscriber>>();

  constructor(readonly maxPerUser: number) {}

  /** Adds a user's stream; false when that user already has maxPerUser open here. */
  add(userId: number, subscriber: Subscriber): boolean {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    if (set.size >= this.maxPerUser) return false;
    set.add(subscriber);
    return true;
  }

  remove(userId: number, subscriber: Subscriber): void {
    const set = this.byUser.get(userId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byUser.delete(userId);
  }

  /** A payload heard on the channel: to that user's streams, and none other. */
  announce(payload: string): void {
    const announced = parseAnnouncement(payload);
    if (!announced) return;
    for (const subscriber of this.byUser.get(announced.userId) ?? []) subscriber.send(announced.event);
  }

  /** Streams of these users (all: every user) read their sessions again. */
  recheck(ids: readonly number[] | 'all'): void {
    const sets = ids === 'all' ? [...this.byUser.values()] : ids.map((id) => this.byUser.get(id));
    for (const set of sets) for (const subscriber of [...(set ?? [])]) subscriber.recheck();
  }

  /** Ends every open stream (their browsers reconnect to a process that hears the feed, and read again). */
  endAll(): void {
    for (const set of [...this.byUser.values()]) for (const subscriber of [...set]) subscriber.end();
  }

  get open(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}
