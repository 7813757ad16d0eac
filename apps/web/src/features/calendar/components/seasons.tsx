// A room type's seasons (docs/decisions/0023-calendar-and-rates.md): named ranges of nights, first and last
// included, with their own price and stay limits; added, edited and deleted one by one (POST …/seasons,
// PUT|DELETE /api/seasons/{id}). The server refuses an overlap (409) in the page's language.
import { plural } from '@lingui/core/macro';
import { SEASON_NAME_MAX, seasonInputSchema } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { formatMoney, formatStayDate } from '@/lib/format';
import { useDeleteSeason, useSaveSeason, type Season } from '../api/calendar';
import { ConfirmDialog } from './confirm-dialog';
import { fieldErrorsOf, type FieldErrors } from './form-errors';
import { optionalNumber, text } from './number-field';

type Editing = { season: Season | null } | null;

export function SeasonsList({ roomTypeId, seasons }: { roomTypeId: number; seasons: readonly Season[] }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Season | null>(null);
  const remove = useDeleteSeason(roomTypeId);
  const deletingName = deleting?.name ?? '';

  return (
    <section aria-labelledby="seasons-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="seasons-title" className="text-base font-semibold text-slate-900">
          <Trans>Seasons</Trans>
        </h3>
        <Button size="sm" variant="secondary" onClick={() => setEditing({ season: null })}>
          <Trans>Add season</Trans>
        </Button>
      </div>
      {seasons.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No seasons: the base and weekend prices apply all year.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {seasons.map((season) => {
            const { name, minStay, maxStay } = season;
            const first = formatStayDate(season.firstNight);
            const last = formatStayDate(season.lastNight);
            return (
              <li key={season.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="text-slate-600">
                    {t`${first} to ${last}`} · {formatMoney(season.price)}
                    {minStay !== null
                      ? ` · ${plural(minStay, { one: 'at least # night', other: 'at least # nights' })}`
                      : ''}
                    {maxStay !== null
                      ? ` · ${plural(maxStay, { one: 'at most # night', other: 'at most # nights' })}`
                      : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Edit season ${name}`}
                    onClick={() => setEditing({ season })}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Delete season ${name}`}
                    onClick={() => setDeleting(season)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.season ? t`Edit season` : t`Add season`}
      >
        {editing ? (
          <SeasonForm roomTypeId={roomTypeId} season={editing.season} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete season ${deletingName}?`}
        description={t`Its nights go back to the base and weekend prices.`}
        confirmLabel={t`Delete season`}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => flash(t`Season deleted.`),
            onError: (error) => flash(errorMessage(error), 'error'),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </section>
  );
}

function SeasonForm({
  roomTypeId,
  season,
  onDone,
}: {
  roomTypeId: number;
  season: Season | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveSeason(roomTypeId);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [values, setValues] = useState({
    name: season?.name ?? '',
    firstNight: season?.firstNight ?? '',
    lastNight: season?.lastNight ?? '',
    price: text(season?.price),
    minStay: text(season?.minStay),
    maxStay: text(season?.maxStay),
  });
  type Field = keyof typeof values;
  const field = (name: Field) => ({
    value: values[name],
    error: fieldError(errors[name]),
    onChange: (event: FormEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const number = { type: 'number', inputMode: 'numeric' as const, step: 1 };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = seasonInputSchema.safeParse({
      name: values.name,
      firstNight: values.firstNight,
      lastNight: values.lastNight,
      price: optionalNumber(values.price),
      minStay: optionalNumber(values.minStay),
      maxStay: optionalNumber(values.maxStay),
    });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) return;
    save.mutate(
      { id: season?.id, ...parsed.data },
      {
        onSuccess: () => {
          flash(t`Season saved.`);
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }

  const complete = values.name.trim() && values.firstNight && values.lastNight && values.price !== '';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label={t`Season name`} required maxLength={SEASON_NAME_MAX} {...field('name')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t`First night`} type="date" required {...field('firstNight')} />
        <TextField label={t`Last night`} type="date" required {...field('lastNight')} />
      </div>
      <TextField label={t`Price per night (RWF)`} required min={0} {...number} {...field('price')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Minimum stay (nights)`}
          hint={t`Empty: the room type’s.`}
          min={1}
          max={90}
          {...number}
          {...field('minStay')}
        />
        <TextField
          label={t`Maximum stay (nights)`}
          hint={t`Empty: the room type’s.`}
          min={1}
          max={90}
          {...number}
          {...field('maxStay')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending || !complete}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save season</Trans>}
        </Button>
      </div>
    </form>
  );
}
