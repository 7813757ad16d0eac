// The per-night inventory (room_nights) from yesterday on, kept in this process's memory for dated searches
// (docs/decisions/0034-room-nights-replica.md). A search with the guest's own dates then asks PostgreSQL nothing
// in the common case: which properties the stay may refuse (nights with fewer free rooms than asked) and what the
// page's room types hold and cost on its nights are read here. Loaded whole while the change feed is heard, and
// kept by it: every change to room_nights is announced with its nights and room types (migration 0030), and only
// those rows are read again, one refresh at a time, in the order heard. Searches wait for the refreshes pending
// when they start, so this process's own writes (published at once) are always seen. While the feed is not heard,
// or the whole is being loaded, it answers nothing and searches ask PostgreSQL instead. It only shows; the
// booking transaction alone decides what can be sold (decision 0003).
import { sql, type SQL } from 'drizzle-orm';
import { dateOfDayNumber, dayNumber, todayInKigali } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import type { Change, ChangeFeed } from '../../lib/change-feed.ts';
import type { StayRow } from './property-loader.ts';
import type { NightsOfStay } from './stay-price.ts';

/**
 * One room type's rows: its property, then per night (ascending) the day number, rooms used (held, closed and
 * synced), capacity and the host's price (−1: none).
 */
type RoomTypeRows = Int32Array;
const HEADER = 1;
const FIELDS = 4;

/**
 * One night's room types with rooms used, by free rooms ascending (ties in no particular order): a search reads
 * only the first few, those with fewer free than it asks for.
 */
type NightIndex = { roomType: Int32Array; free: Int32Array; capacity: Int32Array; property: Int32Array };
type NightEntry = { roomType: number; free: number; capacity: number; property: number };

/** Room types read per statement by a whole load (about 5 rows each at 100k properties). */
const LOAD_CHUNK = 20_000;
/**
 * After a whole load failed while the feed is heard, how long before a search or a readiness check starts it
 * again: the pool can fail while the feed's own connection holds (PgBouncer between them).
 */
const RELOAD_AFTER_FAILURE_MS = 1_000;
/** How often searches check whether a day has passed, whose nights are then forgotten. */
const PAST_CHECK_MS = 10 * 60_000;

type Refresh = { first: number; last: number; roomTypes: number[] };

export class RoomNightsReplica {
  private roomTypes = new Map<number, RoomTypeRows>();
  private nights = new Map<number, NightIndex>();
  /** The first night kept: yesterday in Kigali when the whole was loaded. */
  private horizon = Number.POSITIVE_INFINITY;
  private state: 'off' | 'loading' | 'ready' = 'off';
  /** Bumped by every whole load or stop: a load that is not the latest keeps nothing. */
  private generation = 0;
  private readonly pending: Refresh[] = [];
  private refreshing: Promise<void> | undefined;
  private nextPastCheck = 0;
  /** When the oldest change not yet read in was heard (ms); undefined when none waits. */
  private unreadSince: number | undefined;
  /** When the last whole load failed (ms), while none has been started since. */
  private failedAt: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly today: () => string = todayInKigali,
  ) {
    changes.subscribe((change) => this.heard(change));
    if (changes.live) this.loadWhole();
  }

  /**
   * Whether the replica can answer now, once the refreshes pending at this call are done (this process's own
   * writes included); false while it is off or loading, or when `stay` has a night before its horizon.
   */
  async current(stay: NightsOfStay): Promise<boolean> {
    this.reloadAfterFailure();
    if (this.state !== 'ready') return false;
    if (Date.now() >= this.nextPastCheck) this.forgetPast();
    if (this.refreshing) await this.refreshing;
    return this.state === 'ready' && dayNumber(stay.checkIn) >= this.horizon;
  }

  /** The properties with a night of the stay where a room type of at least `rooms` rooms has fewer free. */
  candidates(stay: NightsOfStay, rooms: number): number[] {
    const found: number[] = [];
    const first = dayNumber(stay.checkIn);
    for (let day = first; day < first + stay.nights.length; day++) {
      const night = this.nights.get(day);
      if (!night) continue;
      for (let i = 0; i < night.free.length && night.free[i]! < rooms; i++)
        if (night.capacity[i]! >= rooms) found.push(night.property[i]!);
    }
    return found;
  }

  /**
   * The stay's rows of the room types `ids` (as property-loader.ts reads them from PostgreSQL): the most rooms used
   * on one night and the host's prices, for the room types with a row on a night of the stay.
   */
  stayRows(ids: readonly number[], stay: NightsOfStay): StayRow[] {
    const first = dayNumber(stay.checkIn);
    const end = first + stay.nights.length;
    const found: StayRow[] = [];
    for (const roomTypeId of ids) {
      const rows = this.roomTypes.get(roomTypeId);
      if (!rows) continue;
      let used = -1;
      let overrides: Array<[string, number]> | null = null;
      for (let at = firstRowFrom(rows, first); at < rows.length && rows[at]! < end; at += FIELDS) {
        used = Math.max(used, rows[at + 1]!);
        const price = rows[at + 3]!;
        if (price >= 0) (overrides ??= []).push([stay.nights[rows[at]! - first]!, price]);
      }
      if (used >= 0) found.push({ roomTypeId, used, overrides });
    }
    return found;
  }

  /**
   * Forgets the nights before yesterday once a day has passed since the horizon was set: no search reads them
   * (a stay starts today at the earliest), and a process that runs for months would otherwise keep every night
   * ever booked. Called by searches every PAST_CHECK_MS.
   */
  forgetPast(): void {
    this.nextPastCheck = Date.now() + PAST_CHECK_MS;
    const horizon = this.yesterday();
    if (this.state !== 'ready' || !(horizon > this.horizon)) return;
    for (const [roomTypeId, rows] of this.roomTypes) {
      const from = firstRowFrom(rows, horizon);
      if (from === HEADER) continue;
      if (from === rows.length) {
        this.roomTypes.delete(roomTypeId);
        continue;
      }
      const kept = new Int32Array(HEADER + rows.length - from);
      kept[0] = rows[0]!;
      kept.set(rows.subarray(from), HEADER);
      this.roomTypes.set(roomTypeId, kept);
    }
    for (const day of this.nights.keys()) if (day < horizon) this.nights.delete(day);
    this.horizon = horizon;
    for (const refresh of this.pending) refresh.first = Math.max(refresh.first, horizon);
  }

  /** The first night kept: yesterday in Kigali (a stay starts today at the earliest). */
  private yesterday(): number {
    return dayNumber(this.today()) - 1;
  }

  /** For readiness and metrics (docs/operations.md): loaded, and how long the oldest change heard has waited. */
  get status(): { loaded: boolean; lagSeconds: number } {
    this.reloadAfterFailure();
    const since = this.unreadSince;
    return {
      loaded: this.state === 'ready',
      lagSeconds: since === undefined ? 0 : Math.max(0, Date.now() - since) / 1000,
    };
  }

  /** How many room nights are kept (for tests and diagnostics). */
  get nightsKept(): number {
    let rows = 0;
    for (const ofRoomType of this.roomTypes.values()) rows += (ofRoomType.length - HEADER) / FIELDS;
    return rows;
  }

  private heard(change: Change): void {
    if (change.kind === 'everything') {
      if (this.changes.live) this.loadWhole();
      else this.stop();
    } else if (change.kind === 'nights' && this.state !== 'off') {
      if (!change.roomTypes) {
        // A statement that touched many room types (migration 0030): the whole, read again.
        this.loadWhole();
        return;
      }
      const first = Math.max(dayNumber(change.first), this.state === 'ready' ? this.horizon : -Infinity);
      const last = dayNumber(change.last);
      if (!(last >= first)) return;
      this.pending.push({ first, last, roomTypes: change.roomTypes });
      this.unreadSince ??= Date.now();
      if (this.state === 'ready') this.refreshing ??= this.refresh();
    }
  }

  private stop(): void {
    this.generation++;
    this.state = 'off';
    this.roomTypes = new Map();
    this.nights = new Map();
    this.pending.length = 0;
    this.unreadSince = undefined;
  }

  /**
   * Reads every room type's rows from yesterday on, in chunks of room types. Changes heard meanwhile are kept and
   * read again afterwards: the load may have read them, or not.
   */
  private loadWhole(): void {
    this.failedAt = undefined;
    const generation = ++this.generation;
    this.state = 'loading';
    const horizon = this.yesterday();
    void (async () => {
      await afterThisTask();
      const roomTypes = new Map<number, RoomTypeRows>();
      const [{ last } = { last: null }] = await this.db
        .select({ last: sql<number | null>`max(room_type_id)` })
        .from(sql`room_nights`);
      for (let from = 0; last !== null && from <= last; from += LOAD_CHUNK) {
        const read = await readRoomTypes(
          this.db,
          sql`room_type_id > ${from} and room_type_id <= ${from + LOAD_CHUNK} and night >= ${dateOfDayNumber(horizon)}::date`,
        );
        if (generation !== this.generation) return;
        for (const [roomTypeId, ofRoomType] of read) roomTypes.set(roomTypeId, ofRoomType);
      }
      if (generation !== this.generation) return;
      this.roomTypes = roomTypes;
      this.nights = indexNights(roomTypes);
      this.horizon = horizon;
      this.state = 'ready';
      for (const refresh of this.pending) refresh.first = Math.max(refresh.first, horizon);
      if (this.pending.length > 0) this.refreshing ??= this.refresh();
      else this.unreadSince = undefined;
    })().catch(() => {
      // The database is unreachable: searches ask it themselves (and fail as they would); the whole is loaded
      // again when the feed comes up again, or a moment later while it is heard (reloadAfterFailure).
      if (generation !== this.generation) return;
      this.stop();
      this.failedAt = Date.now();
    });
  }

  /**
   * A whole load that failed while the feed stayed heard (the pool's server went away, not the feed's: PgBouncer
   * restarted, docs/operations.md#pgbouncer) is started again by the next search or readiness check after a moment:
   * no change may come to start it.
   */
  private reloadAfterFailure(): void {
    if (this.failedAt === undefined || this.state !== 'off' || !this.changes.live) return;
    if (Date.now() - this.failedAt >= RELOAD_AFTER_FAILURE_MS) this.loadWhole();
  }

  /** Reads again, one statement per round, the rows the pending changes name, until none is pending. */
  private async refresh(): Promise<void> {
    try {
      await afterThisTask();
      while (this.pending.length > 0 && this.state === 'ready') {
        const generation = this.generation;
        const round = this.pending.splice(0);
        const first = Math.min(...round.map((r) => r.first));
        const last = Math.max(...round.map((r) => r.last));
        const ids = [...new Set(round.flatMap((r) => r.roomTypes))];
        const read = await readRoomTypes(
          this.db,
          sql`room_type_id = any(${sql.param(ids)}::int[]) and night >= ${dateOfDayNumber(first)}::date and night <= ${dateOfDayNumber(last)}::date`,
        );
        if (generation !== this.generation) return;
        for (const id of ids) this.replace(id, first, last, read.get(id));
        // Changes heard during this round wait on: their time is not known apart, so the round's stays.
        if (this.pending.length === 0) this.unreadSince = undefined;
      }
    } catch {
      // Not read: the replica may be behind, so it stops answering until the whole is loaded again.
      this.loadWhole();
    } finally {
      this.refreshing = undefined;
      // Changes heard while a whole load overtook this read: the load's end may have found this read still running.
      if (this.pending.length > 0 && this.state === 'ready') this.refreshing = this.refresh();
    }
  }

  /** The room type's rows on the nights first..last become those read (`read` holds only those nights). */
  private replace(roomTypeId: number, first: number, last: number, read: RoomTypeRows | undefined): void {
    const old = this.roomTypes.get(roomTypeId);
    const before = old ? old.subarray(HEADER, firstRowFrom(old, first)) : new Int32Array();
    const after = old ? old.subarray(firstRowFrom(old, last + 1)) : new Int32Array();
    const within = read ? read.subarray(HEADER) : new Int32Array();
    const rows = new Int32Array(HEADER + before.length + within.length + after.length);
    rows[0] = read ? read[0]! : (old?.[0] ?? 0);
    rows.set(before, HEADER);
    rows.set(within, HEADER + before.length);
    rows.set(after, HEADER + before.length + within.length);
    if (rows.length === HEADER) this.roomTypes.delete(roomTypeId);
    else this.roomTypes.set(roomTypeId, rows);
    // The nights' indexes: the room type's entry on each night of first..last it had or has a row, replaced. A room
    // type moved to another property has every row rewritten (migration 0029), so its change covers all its nights.
    const days = new Set<number>();
    for (const ofNights of [old, rows])
      if (ofNights)
        for (
          let at = firstRowFrom(ofNights, first);
          at < ofNights.length && ofNights[at]! <= last;
          at += FIELDS
        )
          days.add(ofNights[at]!);
    for (const day of days) {
      const at = firstRowFrom(rows, day);
      const entry =
        at < rows.length && rows[at] === day && rows[at + 1]! > 0
          ? {
              roomType: roomTypeId,
              free: rows[at + 2]! - rows[at + 1]!,
              capacity: rows[at + 2]!,
              property: rows[0],
            }
          : undefined;
      this.nights.set(day, withEntry(this.nights.get(day), roomTypeId, entry));
    }
  }
}

/**
 * Changes are heard inside the database client's handling of a notification: reading starts in a task of its own,
 * after that handling, not from inside it.
 */
const afterThisTask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The first row of `rows` on or after `day` (an index into the array; its length when none). */
function firstRowFrom(rows: RoomTypeRows, day: number): number {
  let low = 0;
  let high = (rows.length - HEADER) / FIELDS;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[HEADER + middle * FIELDS]! < day) low = middle + 1;
    else high = middle;
  }
  return HEADER + low * FIELDS;
}

/**
 * The rows `where` selects, as each room type's packed rows. PostgreSQL writes each room type's nights as one text
 * (day number, used, capacity, price, …): a whole load at 100k properties is 250,000 rows of one string each
 * instead of 1.4 million rows of six columns, each mapped by the driver.
 */
async function readRoomTypes(db: Db, where: SQL): Promise<Map<number, RoomTypeRows>> {
  const result = await db.execute(sql`select room_type_id as id, max(coalesce(property_id, 0)) as property,
      string_agg((night - date '1970-01-01') || ',' || (held + closed + synced) || ',' || capacity || ','
        || coalesce(price, -1), ',' order by night) as nights
    from room_nights where ${where} group by room_type_id`);
  const grouped = new Map<number, RoomTypeRows>();
  for (const row of (result as { rows: Array<{ id: number; property: number; nights: string }> }).rows) {
    const values = row.nights.split(',');
    const packed = new Int32Array(HEADER + values.length);
    packed[0] = row.property;
    for (let i = 0; i < values.length; i++) packed[HEADER + i] = Number(values[i]);
    grouped.set(row.id, packed);
  }
  return grouped;
}

/** Every night's index, from the room types' rows: counted, filled, then ordered by free rooms (a counting sort). */
function indexNights(roomTypes: Map<number, RoomTypeRows>): Map<number, NightIndex> {
  const counts = new Map<number, number>();
  for (const rows of roomTypes.values())
    for (let at = HEADER; at < rows.length; at += FIELDS)
      if (rows[at + 1] !== 0) counts.set(rows[at]!, (counts.get(rows[at]!) ?? 0) + 1);
  const filled = new Map<number, { index: NightIndex; at: number }>();
  for (const [day, count] of counts) filled.set(day, { index: emptyNight(count), at: 0 });
  for (const [roomType, rows] of roomTypes)
    for (let at = HEADER; at < rows.length; at += FIELDS) {
      if (rows[at + 1] === 0) continue;
      const night = filled.get(rows[at]!)!;
      night.index.roomType[night.at] = roomType;
      night.index.free[night.at] = rows[at + 2]! - rows[at + 1]!;
      night.index.capacity[night.at] = rows[at + 2]!;
      night.index.property[night.at] = rows[0]!;
      night.at++;
    }
  const nights = new Map<number, NightIndex>();
  for (const [day, { index }] of filled) nights.set(day, byFreeRooms(index));
  return nights;
}

function emptyNight(length: number): NightIndex {
  return {
    roomType: new Int32Array(length),
    free: new Int32Array(length),
    capacity: new Int32Array(length),
    property: new Int32Array(length),
  };
}

/** The same entries ordered by free rooms (few distinct values: a counting sort). */
function byFreeRooms(index: NightIndex): NightIndex {
  let most = 0;
  for (const free of index.free) most = Math.max(most, free);
  const starts = new Int32Array(most + 2);
  for (const free of index.free) starts[free + 1]!++;
  for (let free = 1; free < starts.length; free++) starts[free]! += starts[free - 1]!;
  const sorted = emptyNight(index.free.length);
  for (let i = 0; i < index.free.length; i++) {
    const to = starts[index.free[i]!]!++;
    sorted.roomType[to] = index.roomType[i]!;
    sorted.free[to] = index.free[i]!;
    sorted.capacity[to] = index.capacity[i]!;
    sorted.property[to] = index.property[i]!;
  }
  return sorted;
}

/** The night's index with the room type's entry removed and, when given, `entry` put in its place by free rooms. */
function withEntry(
  night: NightIndex | undefined,
  roomType: number,
  entry: NightEntry | undefined,
): NightIndex {
  const index = night ?? emptyNight(0);
  const removeAt = index.roomType.indexOf(roomType);
  if (removeAt < 0 && !entry) return index;
  const length = index.roomType.length - (removeAt < 0 ? 0 : 1);
  // Where the entry goes among the others: after every entry with as many free rooms or fewer.
  let low = 0;
  let high = length;
  const freeAfterRemoval = (i: number) => index.free[removeAt >= 0 && i >= removeAt ? i + 1 : i]!;
  while (entry && low < high) {
    const middle = (low + high) >>> 1;
    if (freeAfterRemoval(middle) <= entry.free) low = middle + 1;
    else high = middle;
  }
  const column = (from: Int32Array, value: number | undefined) => {
    const without = removeAt < 0 ? from : concat(from.subarray(0, removeAt), from.subarray(removeAt + 1));
    return value === undefined
      ? without
      : concat(without.subarray(0, low), Int32Array.of(value), without.subarray(low));
  };
  return {
    roomType: column(index.roomType, entry?.roomType),
    free: column(index.free, entry?.free),
    capacity: column(index.capacity, entry?.capacity),
    property: column(index.property, entry?.property),
  };
}

function concat(...parts: Int32Array[]): Int32Array {
  const joined = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
