// Channel sync (docs/decisions/0023-calendar-and-rates.md, "Channel sync"): the room type's export URL that other
// sites subscribe to (a new link stops the old one at once), and the other sites' calendars imported into this
// one, synced every 15 minutes or on demand. An import's last error is a domain message, shown translated, and
// so is the reason for each event its last sync skipped (the rest of the file was imported).
import { CALENDAR_IMPORT_NAME_MAX, calendarImportInputSchema, calendarImportUrlProblem } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { domainText, fieldError } from '@/lib/i18n';
import {
  importsQueryOptions,
  useAddImport,
  useNewIcsLink,
  useRemoveImport,
  useSyncImport,
  type CalendarImport,
} from '../api/calendar';
import { ConfirmDialog } from './confirm-dialog';
import { fieldErrorsOf, type FieldErrors } from './form-errors';

/** The export link as the browser reaches it: the API may answer a path. */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** '2 December 2026 14:05', Kigali time (UTC+2, no daylight saving), as every date of the product. */
function kigaliDateTime(instant: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return instant;
  const kigali = new Date(time + 2 * 3_600_000).toISOString();
  return `${formatDate(instant, 'long')} ${kigali.slice(11, 16)}`;
}

export function ExportLink({ roomTypeId, icsUrl }: { roomTypeId: number; icsUrl: string }) {
  const { t } = useLingui();
  const renew = useNewIcsLink(roomTypeId);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const url = absoluteUrl(icsUrl);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      flash(t`Link copied.`);
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for a manual copy.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      flash(t`Select the link and copy it.`, 'info');
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        <Trans>Export link (iCalendar)</Trans>
      </label>
      <p className="text-sm text-slate-600">
        <Trans>Paste it into the other sites that sell these rooms, so they see the nights taken here.</Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
        />
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Get a new link</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Get a new link?`}
        description={t`The old link stops working at once: sites that use it stop seeing this calendar until you give them the new one.`}
        confirmLabel={t`Get a new link`}
        busy={renew.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => flash(t`New link ready. The old one no longer works.`),
            onError: (error) => flash(errorMessage(error), 'error'),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}

export function ImportedCalendars({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui();
  const query = useQuery(importsQueryOptions(roomTypeId));
  const sync = useSyncImport(roomTypeId);
  const remove = useRemoveImport(roomTypeId);

  return (
    <section aria-labelledby="imports-title" className="space-y-3">
      <h3 id="imports-title" className="text-base font-semibold text-slate-900">
        <Trans>Calendars imported from other sites</Trans>
      </h3>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.data?.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>None yet. Add another site’s calendar and the nights booked there are taken here too.</Trans>
        </p>
      ) : null}
      {query.data?.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {query.data.map((item) => (
            <ImportRow
              key={item.id}
              item={item}
              syncing={sync.isPending && sync.variables === item.id}
              removing={remove.isPending && remove.variables === item.id}
              onSync={() =>
                sync.mutate(item.id, {
                  // A failed fetch is answered 200 with the import's new lastError.
                  onSuccess: (result) =>
                    result.lastError
                      ? flash(domainText(result.lastError), 'error')
                      : flash(t`Calendar synced.`),
                  onError: (error) => flash(errorMessage(error), 'error'),
                })
              }
              onRemove={() =>
                remove.mutate(item.id, {
                  onSuccess: () => flash(t`Calendar removed.`),
                  onError: (error) => flash(errorMessage(error), 'error'),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      <AddImportForm roomTypeId={roomTypeId} />
    </section>
  );
}

function ImportRow({
  item,
  syncing,
  removing,
  onSync,
  onRemove,
}: {
  item: CalendarImport;
  syncing: boolean;
  removing: boolean;
  onSync: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const { name } = item;
  const synced = item.lastSyncedAt ? kigaliDateTime(item.lastSyncedAt) : null;
  const error = item.lastError ? domainText(item.lastError) : null;
  return (
    <li className="space-y-1.5 px-3 py-2.5 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="truncate font-mono text-xs text-slate-600" title={item.url}>
            {item.url}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={syncing}
            aria-label={t`Sync ${name} now`}
            onClick={onSync}
          >
            {syncing ? <Trans>Syncing…</Trans> : <Trans>Sync now</Trans>}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={removing}
            aria-label={t`Remove ${name}`}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
      <p className="text-slate-600">{synced ? t`Last synced: ${synced}` : t`Not synced yet.`}</p>
      {error ? (
        <p className="font-medium text-red-700">
          <Trans>Last attempt failed: {error}</Trans>
        </p>
      ) : null}
      {item.skippedCount > 0 ? <SkippedEvents item={item} /> : null}
    </li>
  );
}

/** The events the last sync could not read, so that the host can have them fixed on the other site. */
function SkippedEvents({ item }: { item: CalendarImport }) {
  const { t } = useLingui();
  const count = item.skippedCount;
  const more = count - item.skippedEvents.length;
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      <p className="font-medium">
        {plural(count, {
          one: '# event could not be read and was left out:',
          other: '# events could not be read and were left out:',
        })}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {item.skippedEvents.map((event, i) => {
          const label = event.summary || event.uid;
          const reason = domainText(event.reason);
          return <li key={`${event.uid}-${i}`}>{t`${label}: ${reason}`}</li>;
        })}
        {more > 0 ? <li>{plural(more, { one: 'and # more', other: 'and # more' })}</li> : null}
      </ul>
    </div>
  );
}

function AddImportForm({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui();
  const add = useAddImport(roomTypeId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = calendarImportInputSchema.safeParse({ name, url });
    const problems = parsed.success ? {} : fieldErrorsOf(parsed.error);
    problems.url ??= calendarImportUrlProblem(url.trim());
    setErrors(problems);
    if (!parsed.success || problems.url) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        flash(t`Calendar added.`);
        setName('');
        setUrl('');
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-xl bg-slate-50 p-3"
      aria-label={t`Add calendar`}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          label={t`Site name`}
          placeholder={t`e.g. Booking.com`}
          maxLength={CALENDAR_IMPORT_NAME_MAX}
          error={fieldError(errors.name)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextField
          label={t`Calendar URL (.ics)`}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={fieldError(errors.url)}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={add.isPending || !name.trim() || !url.trim()}>
        {add.isPending ? <Trans>Adding…</Trans> : <Trans>Add calendar</Trans>}
      </Button>
    </form>
  );
}
