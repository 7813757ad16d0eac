// A room type's rates (docs/decisions/0023-calendar-and-rates.md, PUT …/rates): base price, weekend price,
// minimum and maximum stay, how far ahead guests can book. Empty optional fields are sent as null (none).
import { MAX_BOOKING_WINDOW_DAYS, roomRatesUpdateSchema } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { useSaveRates, type Rates } from '../api/calendar';
import { fieldErrorsOf, type FieldErrors } from './form-errors';
import { optionalNumber, text } from './number-field';

export function RatesForm({ roomTypeId, rates }: { roomTypeId: number; rates: Rates }) {
  const { t } = useLingui();
  const save = useSaveRates(roomTypeId);
  const [values, setValues] = useState({
    price: text(rates.price),
    weekendPrice: text(rates.weekendPrice),
    minStay: text(rates.minStay),
    maxStay: text(rates.maxStay),
    bookingWindowDays: text(rates.bookingWindowDays),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  type Field = keyof typeof values;
  const field = (name: Field) => ({
    value: values[name],
    error: fieldError(errors[name]),
    type: 'number',
    inputMode: 'numeric' as const,
    step: 1,
    onChange: (event: FormEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = roomRatesUpdateSchema.safeParse({
      price: optionalNumber(values.price),
      weekendPrice: optionalNumber(values.weekendPrice),
      minStay: optionalNumber(values.minStay) ?? 1,
      maxStay: optionalNumber(values.maxStay),
      bookingWindowDays: optionalNumber(values.bookingWindowDays),
    });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => flash(t`Rates saved.`),
      onError: (error) => setFailure(errorMessage(error)),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Rates`}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Base price per night (RWF)`} required min={0} {...field('price')} />
        <TextField
          label={t`Weekend price (RWF)`}
          hint={t`Friday and Saturday nights. Leave empty to use the base price.`}
          min={0}
          {...field('weekendPrice')}
        />
        <TextField label={t`Minimum stay (nights)`} min={1} max={90} {...field('minStay')} />
        <TextField
          label={t`Maximum stay (nights)`}
          hint={t`Leave empty for no maximum.`}
          min={1}
          max={90}
          {...field('maxStay')}
        />
        <TextField
          label={t`How far ahead guests can book (days)`}
          hint={t`Leave empty for up to two years.`}
          min={1}
          max={MAX_BOOKING_WINDOW_DAYS}
          {...field('bookingWindowDays')}
        />
      </div>
      <Button type="submit" disabled={save.isPending || values.price === ''}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save rates</Trans>}
      </Button>
    </form>
  );
}
