// A restored draft names room types by id (lib/draft.ts); the server's list of the host's draft room types
// (GET /api/room_types/drafts) says which of them still exist. The wizard checks the draft against it once.
import type { RoomType } from '@ikaze/domain';

export interface Reconciliation {
  /** The draft's room types the server still has, in the draft's order, as the server has them. */
  roomTypes: RoomType[];
  /** How many of the draft's ids the server no longer has (deleted elsewhere, or used by another listing). */
  dropped: number;
}

export function reconcileRoomTypes(ids: readonly number[], drafts: readonly RoomType[]): Reconciliation {
  const byId = new Map(drafts.map((roomType) => [roomType.id, roomType]));
  const roomTypes = ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
  return { roomTypes, dropped: ids.length - roomTypes.length };
}

/** The host's draft room types this listing does not use yet, offered on the Details step to add again. */
export const unusedRoomTypes = (drafts: readonly RoomType[], chosen: readonly RoomType[]): RoomType[] =>
  drafts.filter((draft) => !chosen.some((roomType) => roomType.id === draft.id));
