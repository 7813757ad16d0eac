// The small fixed world the access matrix (access-matrix.test.ts) asks about: two hosts with a public and a
// pending property each (the pending one with its listing application), two guests each with a confirmed stay
// at one host's property, an admin, and someone for anonymous callers to sign in as. Every person's contact and
// payout details are distinctive strings, so that an answer can be searched for what it must not hold.
// Written straight to the tables (no password hashing per person); the matrix makes one for every operation.
import { addDays, todayInKigali, type Role } from '@ikaze/domain';
import { users, type StoredPicture } from '../db/schema.ts';
import { pictureFileName } from '../modules/uploads/picture-urls.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createSession, SESSION_COOKIE } from '../db/sessions.ts';
import { changesHeard, type TestContext } from './harness.ts';
import { createListing, houseRules, insertApplication, insertBooking, insertProperty } from './test-data.ts';

export const ACTORS = ['anonymous', 'guest', 'otherGuest', 'host', 'otherHost', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Person = Exclude<Actor, 'anonymous'>;
export type HostName = 'host' | 'otherHost';
export type GuestName = 'guest' | 'otherGuest';
/**
 * Accounts that can no longer act, asking with the session they had: one an admin deactivated, one deleted by its
 * owner. They must get what anonymous callers get, and see nothing more.
 */
export const GONE_ACTORS = ['deactivated', 'deleted'] as const;
export type GoneActor = (typeof GONE_ACTORS)[number];

/** Everyone's password in the world (worlds are made only by tests). */
export const WORLD_PASSWORD = 'Akagera-savanna-4471-dawn';

export interface WorldPerson {
  id: number;
  username: string;
  cookie: string;
  /** Email and phone: for themselves, admins and the other side of a live booking (decision 0013). */
  contact: string[];
  /** Payout details, and for a host their listings' private host block: themselves and admins only. */
  payout: string[];
}

export interface WorldListing {
  propertyId: number;
  roomTypeId: number;
}

export interface World {
  people: Record<Person, WorldPerson>;
  /** The session cookies of a deactivated and a deleted account (each a guest with a confirmed stay). */
  gone: Record<GoneActor, string>;
  /**
   * Texts only some may read (a message of a conversation, a hidden review), added by the rows that write them;
   * an answer to anyone else must not hold them.
   */
  privateTexts: Array<{ text: string; readers: Person[] }>;
  /** The deleted account's email and phone: erased, so no answer to anyone holds them. */
  erased: string[];
  /** An account no one else in the world knows of: whom anonymous callers sign in as. */
  walker: { username: string };
  /** Each host's approved property (one room type of 50 rooms) and pending one (with its application). */
  listing: Record<HostName, WorldListing>;
  pendingPropertyId: Record<HostName, number>;
  applicationId: Record<HostName, number>;
  /** The host each guest has a confirmed, not yet finished stay with. */
  hostOf: Record<GuestName, HostName>;
  /** A stored picture of the host's public property (`{key}-{width}.webp`). */
  pictureFile: string;
  /** A day from today (Kigali). */
  day(n: number): string;
  /** A new session of a person, for a cell that may end it. */
  freshSession(ctx: TestContext, person: Person): Promise<string>;
  /** A new pending property of a host, without a listing application. */
  freshPendingProperty(ctx: TestContext, host: HostName): Promise<number>;
}

let passwordHash: Promise<string> | undefined;
let worldCounter = 0;

async function insertPerson(ctx: TestContext, role: Role, name: string, tag: string, phoneDigit: number) {
  // The tag first: no one's username (nor email) is then part of another's ('guest' of 'otherguest').
  const username = `w${tag}${name.toLowerCase()}`;
  const phone = `07${phoneDigit}${tag}`;
  const isHost = role === 'host';
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@world.example.rw`,
      firstName: name,
      lastName: `World${tag}`,
      phoneNumber: phone,
      role,
      passwordHash: await (passwordHash ??= hashPassword(WORLD_PASSWORD)),
      momoCode: `MOMO${name.toUpperCase()}${tag}`,
      bankAccountNumber: `BANK${name.toUpperCase()}${tag}`,
      shortDescription: isHost ? 'Happy to help.' : null,
    })
    .returning();
  const { token } = await createSession(ctx.database.db, row!.id);
  return {
    id: row!.id,
    username,
    cookie: `${SESSION_COOKIE}=${token}`,
    contact: [`${username}@world.example.rw`, phone],
    payout: [`MOMO${name.toUpperCase()}${tag}`, `BANK${name.toUpperCase()}${tag}`],
  };
}

/** A host block whose private fields are distinctive: they join the host's payout secrets. */
function hostBlock(host: WorldPerson, phone: string, which: string) {
  const mark = `${which}${host.username.toUpperCase()}`;
  return {
    hostName: 'Listed Host',
    hostPhone: phone,
    momoCode: `LISTMOMO${mark}`,
    bankAccountNumber: `LISTBANK${mark}`,
    hostShortDescription: 'Happy to help.',
  };
}

export async function createWorld(ctx: TestContext, picture: StoredPicture): Promise<World> {
  // Seven digits, a new tag per world: phones are 07 + 8 digits, and every world's strings are its own.
  worldCounter += 1;
  const tag = String(worldCounter).padStart(7, '0');
  const names: Array<[Person, Role, number]> = [
    ['guest', 'user', 1],
    ['otherGuest', 'user', 2],
    ['host', 'host', 3],
    ['otherHost', 'host', 4],
    ['admin', 'admin', 5],
  ];
  const inserted = await Promise.all(
    names.map(([name, role, digit]) => insertPerson(ctx, role, name, tag, digit)),
  );
  const people = Object.fromEntries(names.map(([name], i) => [name, inserted[i]!])) as Record<
    Person,
    WorldPerson
  >;
  const walker = await insertPerson(ctx, 'user', 'Walker', tag, 6);
  const db = ctx.database.db;
  const today = todayInKigali();
  const day = (n: number) => addDays(today, n);

  const listing = {} as Record<HostName, WorldListing>;
  const pendingPropertyId = {} as Record<HostName, number>;
  const applicationId = {} as Record<HostName, number>;
  for (const [host, digit] of [
    ['host', 7],
    ['otherHost', 8],
  ] as const) {
    const person = people[host];
    const publicBlock = hostBlock(person, `07${digit}${tag}`, 'A');
    const pendingBlock = hostBlock(person, `07${digit}${tag}`, 'P');
    person.payout.push(
      publicBlock.hostPhone,
      publicBlock.momoCode,
      publicBlock.bankAccountNumber,
      pendingBlock.momoCode,
      pendingBlock.bankAccountNumber,
    );
    const { property, roomTypes } = await createListing(db, person.id, {
      name: `World ${host} ${tag}`,
      hostInfo: publicBlock,
      rules: houseRules({ maxGuests: 10 }),
      roomTypes: [{ roomCount: 50 }],
      pictures: host === 'host' ? [picture] : [],
    });
    listing[host] = { propertyId: property.id, roomTypeId: roomTypes[0]!.id };
    const pending = await insertProperty(db, person.id, { hostInfo: pendingBlock });
    pendingPropertyId[host] = pending.id;
    applicationId[host] = (await insertApplication(db, { hostId: person.id, propertyId: pending.id })).id;
  }

  const hostOf = { guest: 'host', otherGuest: 'otherHost' } as const;
  for (const guest of ['guest', 'otherGuest'] as const) {
    const stay = listing[hostOf[guest]];
    await insertBooking(db, {
      userId: people[guest].id,
      propertyId: stay.propertyId,
      roomTypeId: stay.roomTypeId,
      checkIn: day(10),
      checkOut: day(12),
      status: 'confirmed',
    });
  }
  const gone = {} as Record<GoneActor, string>;
  const ids = {} as Record<GoneActor, number>;
  const erased: string[] = [];
  for (const [actor, digit] of [
    ['deactivated', 9],
    ['deleted', 0],
  ] as const) {
    const person = await insertPerson(ctx, 'user', actor, tag, digit);
    const stay = listing.host;
    await insertBooking(db, {
      userId: person.id,
      propertyId: stay.propertyId,
      roomTypeId: stay.roomTypeId,
      checkIn: day(20),
      checkOut: day(22),
      status: 'confirmed',
    });
    gone[actor] = person.cookie;
    ids[actor] = person.id;
    if (actor === 'deleted') erased.push(...person.contact);
  }
  // Each the way a person does it: an admin deactivates one, the other deletes their own account.
  const deactivate = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${ids.deactivated}`,
    payload: { Status: false },
    headers: { cookie: people.admin.cookie },
  });
  if (deactivate.statusCode !== 200) throw new Error(`deactivating: ${deactivate.body}`);
  const deletion = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    payload: { password: WORLD_PASSWORD },
    headers: { cookie: gone.deleted },
  });
  if (deletion.statusCode !== 200) throw new Error(`deleting: ${deletion.body}`);
  await changesHeard(ctx);
  return {
    people,
    gone,
    erased,
    privateTexts: [],
    walker: { username: walker.username },
    listing,
    pendingPropertyId,
    applicationId,
    hostOf,
    pictureFile: pictureFileName(picture.key, picture.widths[0]!),
    day,
    async freshSession(context, person) {
      const { token } = await createSession(context.database.db, people[person].id);
      return `${SESSION_COOKIE}=${token}`;
    },
    async freshPendingProperty(context, host) {
      return (await insertProperty(context.database.db, people[host].id)).id;
    },
  };
}

/**
 * Whether `actor` may read `owner`'s contact details (decision 0013): themselves, admins, and the two sides of
 * the world's live bookings (each guest and the host of their confirmed stay).
 */
export function mayReadContact(world: World, actor: Actor, owner: Person): boolean {
  if (actor === 'anonymous') return false;
  if (actor === owner || actor === 'admin') return true;
  const linked = (guest: Person, host: Person) =>
    (guest === 'guest' || guest === 'otherGuest') && world.hostOf[guest] === host;
  return linked(actor, owner) || linked(owner, actor);
}

/** Whether `actor` may read `owner`'s payout details: themselves and admins only. */
export const mayReadPayout = (actor: Actor, owner: Person) => actor === owner || actor === 'admin';
