// Check-in, check-out and the number of rooms on a room type's card: dates from today, check-out after
// check-in, and more rooms than are free said under the count (hooks/use-room-stay.ts).
import { addDays, RESERVATION_MESSAGES } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { domainText } from '@/lib/i18n';
import type { RoomStay } from '../hooks/use-room-stay';

const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export function StayFields({
  id,
  stay,
  describedBy,
}: {
  /** The card's id, which the fields' ids start with. */
  id: string;
  stay: RoomStay;
  /** The id of what the room count changes (the running total). */
  describedBy: string;
}) {
  const { today, checkIn, checkOut, rooms, remaining } = stay;
  // Said while typing, as the popup would say it on 'Reserve Now' (docs/product.md#reservation-rules).
  const tooMany = rooms > remaining;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-in`} className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Check-in</Trans>
          </label>
          <input
            id={`${id}-in`}
            type="date"
            min={today}
            value={checkIn}
            onChange={(event) => stay.changeCheckIn(event.target.value)}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-out`} className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Check-out</Trans>
          </label>
          <input
            id={`${id}-out`}
            type="date"
            min={checkIn ? addDays(checkIn, 1) : today}
            value={checkOut}
            onChange={(event) => stay.setCheckOut(event.target.value)}
            className={inputClasses}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-rooms`} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Number of rooms</Trans>
        </label>
        <input
          id={`${id}-rooms`}
          type="number"
          inputMode="numeric"
          min={0}
          max={remaining}
          step={1}
          value={rooms}
          onChange={(event) => stay.changeRooms(event.target.valueAsNumber)}
          aria-describedby={tooMany ? `${id}-rooms-error ${describedBy}` : describedBy}
          aria-invalid={tooMany || undefined}
          className={inputClasses}
        />
        {tooMany ? (
          <p id={`${id}-rooms-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {domainText(RESERVATION_MESSAGES.tooManyRooms({ n: remaining }))}
          </p>
        ) : null}
      </div>
    </>
  );
}
