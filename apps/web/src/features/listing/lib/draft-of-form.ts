// What of the wizard goes into its draft (lib/draft.ts): every value but the chosen File objects, which local
// storage cannot hold, and the truth confirmation, which the host gives again for what is sent.
import type { RoomType } from '@ikaze/domain';
import type { ListingDraft, SendKey } from './draft';
import type { ListingFormValues } from './form-values';

/** The wizard's state beside the form's values that a draft keeps. */
export interface DraftSnapshot {
  step: number;
  roomTypes: RoomType[];
  propertyId: number | null;
}

/**
 * The draft to write, or null when there is nothing worth keeping: an untouched form on its first step is not a
 * draft, unless it replaces one restored from an earlier visit (which must then be overwritten, not kept).
 * `pristine` is the JSON of the form's default values.
 */
export function draftOfForm(input: {
  values: ListingFormValues;
  snapshot: DraftSnapshot;
  sendKey: SendKey | null;
  pristine: string;
  restored: boolean;
}): Omit<ListingDraft, 'savedAt'> | null {
  const { pictures, confirmed: _confirmed, ...values } = input.values;
  const { step, roomTypes, propertyId } = input.snapshot;
  const untouched =
    step === 0 &&
    roomTypes.length === 0 &&
    pictures.length === 0 &&
    JSON.stringify({ ...values, pictures: [], confirmed: false }) === input.pristine;
  if (untouched && !input.restored) return null;
  return { step, values, roomTypes, pictureCount: pictures.length, propertyId, sendKey: input.sendKey };
}
