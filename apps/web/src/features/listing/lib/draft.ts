// A half-filled listing survives a reload or a dropped connection: the wizard keeps a draft in local storage
// (every field but the chosen File objects, which the browser cannot store) and clears it after submission.
import { roomTypeSchema, type RoomType } from '@ikaze/domain';
import { z } from 'zod';
import { defaultListingValues, type ListingFormValues } from './form-values';

const DRAFT_VERSION = 1;

/** One draft per account, so that two people sharing a browser never see each other's listing. */
export const draftStorageKey = (userId: number) => `ikaze.listing-draft.${userId}`;

export interface ListingDraft {
  savedAt: string;
  step: number;
  values: Omit<ListingFormValues, 'pictures' | 'confirmed'>;
  /** What the room-type dialog created, to list them at once (checked against the server after a reload). */
  roomTypes: RoomType[];
  /** How many pictures were chosen when the draft was saved: they are lost on reload, and the form says so. */
  pictureCount: number;
  /** Set once POST /api/properties succeeded: a retry then only sends the listing application. */
  propertyId: number | null;
  /**
   * The Idempotency-Key of the listing last sent, and what was sent with it (sendKeyFor): a retry of the same
   * listing reuses it, and the queue of sends made offline knows the listing by it.
   */
  sendKey: SendKey | null;
}

export interface SendKey {
  key: string;
  request: string;
}

/** The key of the last attempt if this one sends the same request; a new one otherwise. */
export const sendKeyFor = (previous: SendKey | null, request: string, newKey: () => string): SendKey =>
  previous?.request === request ? previous : { key: newKey(), request };

const storedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.string(),
  step: z.number().int().min(0),
  values: z.record(z.string(), z.unknown()),
  // Drafts saved before room types carried their rates (decision 0023) take the defaults a new room type has.
  roomTypes: z
    .array(
      roomTypeSchema.extend({
        weekendPrice: roomTypeSchema.shape.weekendPrice.default(null),
        minStay: roomTypeSchema.shape.minStay.default(1),
        maxStay: roomTypeSchema.shape.maxStay.default(null),
      }),
    )
    .catch([]),
  pictureCount: z.number().int().min(0).catch(0),
  propertyId: z.number().int().nullable().catch(null),
  sendKey: z.object({ key: z.string(), request: z.string() }).nullable().catch(null),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes from `stored` only what fits the shape of `defaults`, key by key: a draft written by an older version of
 * the form, or edited by hand, can never put a wrong type into a field. A number field stored as null (JSON
 * has no NaN: an emptied number input) comes back empty.
 */
function mergeShape<T>(defaults: T, stored: unknown): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(stored)) return defaults;
    const result: Record<string, unknown> = { ...defaults };
    for (const key of Object.keys(defaults)) result[key] = mergeShape(defaults[key], stored[key]);
    return result as T;
  }
  if (Array.isArray(defaults)) {
    return (Array.isArray(stored) ? stored.filter((item) => typeof item !== 'object') : defaults) as T;
  }
  if (typeof defaults === 'number') {
    if (stored === null) return Number.NaN as T;
    return (typeof stored === 'number' ? stored : defaults) as T;
  }
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}

export function loadDraft(userId: number): ListingDraft | null {
  try {
    const raw = window.localStorage.getItem(draftStorageKey(userId));
    if (!raw) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { pictures: _pictures, confirmed: _confirmed, ...defaults } = defaultListingValues();
    const values = mergeShape(defaults, parsed.data.values);
    return {
      savedAt: parsed.data.savedAt,
      step: parsed.data.step,
      values,
      roomTypes: parsed.data.roomTypes.filter((roomType) => values.roomTypes.includes(roomType.id)),
      pictureCount: parsed.data.pictureCount,
      propertyId: parsed.data.propertyId,
      sendKey: parsed.data.sendKey,
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: number, draft: Omit<ListingDraft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(
      draftStorageKey(userId),
      JSON.stringify({ version: DRAFT_VERSION, savedAt: new Date().toISOString(), ...draft }),
    );
  } catch {
    // A full quota or private mode: the form still works, only the safety net is gone.
  }
}

export function clearDraft(userId: number): void {
  try {
    window.localStorage.removeItem(draftStorageKey(userId));
  } catch {
    // Nothing to clear.
  }
}
