import type { RoomType } from '@ikaze/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/api-mock';
import { draftOfForm } from './draft-of-form';
import { defaultListingValues } from './form-values';

const user = makeUser({ UserID: 7, FirstName: 'Diane', LastName: 'Mutesi' });
const defaults = defaultListingValues(user);
const pristine = JSON.stringify(defaults);
const nothingYet = { step: 0, roomTypes: [], propertyId: null };
const sendKey = { key: 'key-1', request: '[]' };
const picture = new File(['x'], 'front.jpg', { type: 'image/jpeg' });

describe('draftOfForm', () => {
  it('writes nothing for an untouched form on its first step', () => {
    expect(
      draftOfForm({ values: defaults, snapshot: nothingYet, sendKey: null, pristine, restored: false }),
    ).toBeNull();
  });

  it('writes an untouched form that replaces a restored draft (after Start over, or fields emptied again)', () => {
    const draft = draftOfForm({
      values: defaults,
      snapshot: nothingYet,
      sendKey: null,
      pristine,
      restored: true,
    });
    expect(draft).toMatchObject({ step: 0, roomTypes: [], pictureCount: 0, propertyId: null });
  });

  it('writes a form as soon as anything differs: a field, a step, a room type or a picture', () => {
    const cases = [
      { values: { ...defaults, name: 'Kivu Breeze Lodge' }, snapshot: nothingYet },
      { values: defaults, snapshot: { ...nothingYet, step: 1 } },
      { values: defaults, snapshot: { ...nothingYet, roomTypes: [{ id: 1 } as RoomType] } },
      { values: { ...defaults, pictures: [picture] }, snapshot: nothingYet },
    ];
    for (const { values, snapshot } of cases)
      expect(draftOfForm({ values, snapshot, sendKey: null, pristine, restored: false })).not.toBeNull();
  });

  it('keeps every value but the pictures and the confirmation, and counts the pictures', () => {
    const draft = draftOfForm({
      values: { ...defaults, name: 'Kivu Breeze Lodge', pictures: [picture, picture], confirmed: true },
      snapshot: { step: 8, roomTypes: [], propertyId: 42 },
      sendKey,
      pristine,
      restored: false,
    });
    expect(draft).not.toBeNull();
    expect(draft!.values).not.toHaveProperty('pictures');
    expect(draft!.values).not.toHaveProperty('confirmed');
    expect(draft).toMatchObject({ step: 8, pictureCount: 2, propertyId: 42, sendKey });
    expect(draft!.values.name).toBe('Kivu Breeze Lodge');
    expect(draft!.values.hostInfo.hostName).toBe('Diane Mutesi');
  });

  it('treats a ticked confirmation alone as untouched (it is asked again for what is sent)', () => {
    const values = { ...defaults, confirmed: true };
    expect(
      draftOfForm({ values, snapshot: nothingYet, sendKey: null, pristine, restored: false }),
    ).toBeNull();
  });
});
