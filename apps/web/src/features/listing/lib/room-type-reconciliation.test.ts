import type { RoomType } from '@ikaze/domain';
import { describe, expect, it } from 'vitest';
import { reconcileRoomTypes, unusedRoomTypes } from './room-type-reconciliation';

const roomType = (id: number, title: RoomType['title'] = 'double', price = 45_000): RoomType => ({
  id,
  title,
  bedInformation: 'Sleeps 2',
  price,
  discount: 0,
  roomCount: 3,
  remainingRoomCount: 3,
  weekendPrice: null,
  minStay: 1,
  maxStay: null,
  facilities: [],
  kingBed: 0,
  queenBed: 1,
  twinBed: 0,
});

describe('reconcileRoomTypes', () => {
  it("keeps the draft's room types the server still has, in the draft's order", () => {
    const drafts = [roomType(3), roomType(1), roomType(2)];
    expect(reconcileRoomTypes([2, 3], drafts)).toEqual({ roomTypes: [roomType(2), roomType(3)], dropped: 0 });
  });

  it('drops and counts the ids the server no longer has', () => {
    expect(reconcileRoomTypes([1, 9, 2, 8], [roomType(1), roomType(2)])).toEqual({
      roomTypes: [roomType(1), roomType(2)],
      dropped: 2,
    });
    expect(reconcileRoomTypes([5, 6], [])).toEqual({ roomTypes: [], dropped: 2 });
  });

  it("takes the server's copy of a room type (a price changed in another tab)", () => {
    const changed = roomType(1, 'double', 50_000);
    expect(reconcileRoomTypes([1], [changed]).roomTypes[0]).toBe(changed);
  });

  it('has nothing to do for a draft without room types', () => {
    expect(reconcileRoomTypes([], [roomType(1)])).toEqual({ roomTypes: [], dropped: 0 });
  });
});

describe('unusedRoomTypes', () => {
  it("offers the host's draft room types this listing does not use, in the server's order", () => {
    const drafts = [roomType(1), roomType(2), roomType(3)];
    expect(unusedRoomTypes(drafts, [roomType(2)])).toEqual([roomType(1), roomType(3)]);
    expect(unusedRoomTypes(drafts, drafts)).toEqual([]);
    expect(unusedRoomTypes([], [roomType(1)])).toEqual([]);
  });
});
