// The room types of the listing (step 2, docs/decisions/0005-listing-submission.md): created through the
// room-type dialog as the host's drafts on the server, named by id in the form. A restored draft's ids are
// checked once against the server's list (lib/room-type-reconciliation.ts).
import type { RoomType } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { flash } from '@/lib/flash';
import { roomTypeDraftsQueryOptions, useDeleteRoomType } from '../api/room-types';
import type { ListingFormValues } from '../lib/form-values';
import { reconcileRoomTypes, unusedRoomTypes } from '../lib/room-type-reconciliation';
import { failureText } from '../lib/text';

export function useRoomTypeChoice({
  form,
  initial,
  propertyId,
}: {
  form: UseFormReturn<ListingFormValues>;
  /** The room types a restored draft listed. */
  initial: RoomType[];
  /** The property already sent, if any. */
  propertyId: number | null;
}) {
  const [roomTypes, setRoomTypes] = useState<RoomType[]>(initial);
  const [dropped, setDropped] = useState(0);
  const [removingId, setRemovingId] = useState<number | null>(null);

  const drafts = useQuery(roomTypeDraftsQueryOptions());
  const reconciled = useRef(false);
  useEffect(() => {
    if (!drafts.data || reconciled.current) return;
    reconciled.current = true;
    // Once the property is in, its room types belong to it and are no longer drafts.
    if (propertyId !== null) return;
    const result = reconcileRoomTypes(form.getValues('roomTypes'), drafts.data);
    if (result.dropped > 0) {
      form.setValue(
        'roomTypes',
        result.roomTypes.map((roomType) => roomType.id),
        { shouldDirty: true },
      );
      setDropped(result.dropped);
    }
    setRoomTypes(result.roomTypes);
  }, [drafts.data, form, propertyId]);

  const earlier = useMemo(() => unusedRoomTypes(drafts.data ?? [], roomTypes), [drafts.data, roomTypes]);

  const add = (roomType: RoomType) => {
    const ids = form.getValues('roomTypes');
    if (ids.includes(roomType.id)) return;
    form.setValue('roomTypes', [...ids, roomType.id], { shouldDirty: true });
    form.clearErrors('roomTypes');
    setRoomTypes((list) => [...list, roomType]);
  };

  const deleteRoomType = useDeleteRoomType();
  const remove = async (roomType: RoomType) => {
    setRemovingId(roomType.id);
    try {
      await deleteRoomType.mutateAsync(roomType.id);
    } catch (error) {
      // Already gone on the server (404): drop it here too; anything else keeps it.
      if (!(error instanceof ApiError && error.status === 404)) {
        flash(failureText(error), 'error');
        setRemovingId(null);
        return;
      }
    }
    setRemovingId(null);
    form.setValue(
      'roomTypes',
      form.getValues('roomTypes').filter((id) => id !== roomType.id),
      { shouldDirty: true },
    );
    setRoomTypes((list) => list.filter((item) => item.id !== roomType.id));
  };

  /** 'Start over': no room types, and nothing said about dropped ones. */
  const reset = () => {
    setRoomTypes([]);
    setDropped(0);
  };

  return { roomTypes, earlier, dropped, removingId, add, remove, reset };
}
