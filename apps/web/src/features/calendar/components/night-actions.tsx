// What the host does with the nights selected (docs/decisions/0023-calendar-and-rates.md, PUT …/calendar):
// close some or all rooms, reopen them, set a price for those nights or clear it. The selection can also be
// typed as two dates. A refusal (409: fewer free rooms than asked to close) shows the server's message.
import { addDays, nightsBetween } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatStayDate } from '@/lib/format';
import { useChangeCalendar, type CalendarChange } from '../api/calendar';
import type { NightRange } from './month';

export function NightActions({
  roomTypeId,
  roomCount,
  selection,
  today,
  onRangeChange,
}: {
  roomTypeId: number;
  roomCount: number;
  selection: NightRange | null;
  today: string;
  onRangeChange: (range: NightRange | null) => void;
}) {
  const { t } = useLingui();
  const change = useChangeCalendar(roomTypeId);
  const [rooms, setRooms] = useState(String(roomCount));
  const [price, setPrice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  function send(body: Omit<CalendarChange, 'from' | 'to'>, done: string) {
    if (!selection) return;
    setFailure(null);
    change.mutate(
      { from: selection.first, to: addDays(selection.last, 1), ...body },
      {
        onSuccess: () => flash(done),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }

  const roomsToClose = Number(rooms);
  const roomsValid =
    rooms !== '' && Number.isInteger(roomsToClose) && roomsToClose >= 0 && roomsToClose <= roomCount;
  const priceValue = Number(price);
  const priceValid = price !== '' && Number.isInteger(priceValue) && priceValue >= 0;
  const busy = change.isPending;
  const disabled = !selection || busy;

  function setDate(which: 'first' | 'last', value: string) {
    if (!value) return onRangeChange(null);
    const first = which === 'first' ? value : (selection?.first ?? value);
    const last = which === 'last' ? value : (selection?.last ?? value);
    onRangeChange(first <= last ? { first, last } : { first: value, last: value });
  }

  const count = selection ? nightsBetween(selection.first, selection.last) + 1 : 0;
  const first = selection ? formatStayDate(selection.first) : '';
  const last = selection ? formatStayDate(selection.last) : '';

  return (
    <section aria-labelledby="night-actions-title" className="space-y-4">
      <h3 id="night-actions-title" className="text-base font-semibold text-slate-900">
        <Trans>Selected nights</Trans>
      </h3>
      <p className="text-sm text-slate-700" aria-live="polite">
        {selection
          ? `${first === last ? first : t`${first} to ${last}`} · ${plural(count, { one: '# night', other: '# nights' })}`
          : t`Pick a night in the calendar, then another to select a range (or Shift+click).`}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`First night`}
          type="date"
          min={today}
          value={selection?.first ?? ''}
          onChange={(event) => setDate('first', event.currentTarget.value)}
        />
        <TextField
          label={t`Last night`}
          type="date"
          min={selection?.first ?? today}
          value={selection?.last ?? ''}
          onChange={(event) => setDate('last', event.currentTarget.value)}
        />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          <Trans>Rooms</Trans>
        </legend>
        <TextField
          label={t`Rooms to close`}
          type="number"
          inputMode="numeric"
          min={0}
          max={roomCount}
          step={1}
          value={rooms}
          hint={t`From 0 to ${roomCount}.`}
          onChange={(event) => setRooms(event.currentTarget.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={disabled || !roomsValid}
            onClick={() => send({ closed: roomsToClose }, t`Rooms closed.`)}
          >
            <Trans>Close rooms</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => send({ closed: roomCount }, t`Rooms closed.`)}
          >
            <Trans>Close all</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => send({ closed: 0 }, t`Rooms reopened.`)}
          >
            <Trans>Reopen</Trans>
          </Button>
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          <Trans>Price</Trans>
        </legend>
        <TextField
          label={t`Price per night (RWF)`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={disabled || !priceValid}
            onClick={() => send({ price: priceValue }, t`Price set.`)}
          >
            <Trans>Set price</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => send({ price: null }, t`Price cleared.`)}
          >
            <Trans>Clear price</Trans>
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
