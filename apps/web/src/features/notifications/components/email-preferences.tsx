// The profile's email choices (docs/decisions/0027-notifications-in-the-app.md): per kind a switch; the
// essential kinds (bookings and the account) are shown on and cannot be turned off. The bell shows every kind
// whatever is chosen here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { NotificationKind } from '@ikaze/domain';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { preferencesQueryOptions, useSavePreference } from '../api/notifications';
import { kindLabel } from '../kind-labels';

export function EmailPreferences() {
  const query = useQuery(preferencesQueryOptions());
  const save = useSavePreference();
  const essentialNote = useId();
  // The API answers the kinds the user's role receives (notificationKindsFor in the domain).
  const preferences = query.data?.preferences ?? [];

  return (
    <Card>
      <h2 id="email-preferences" className="text-base font-semibold text-slate-900">
        <Trans>Emails</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Choose what we email you. Every notification still shows under the bell.</Trans>
      </p>
      <p id={essentialNote} className="mt-1 text-sm text-slate-600">
        <Trans>Emails about your bookings and your account are always sent: they cannot be turned off.</Trans>
      </p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <ul aria-labelledby="email-preferences" className="mt-4 divide-y divide-slate-200">
          {preferences.map((preference) => (
            <PreferenceSwitch
              key={preference.kind}
              kind={preference.kind}
              on={preference.email}
              essential={preference.essential}
              essentialNote={essentialNote}
              busy={save.isPending && save.variables.preferences[0]?.kind === preference.kind}
              onChange={(email) => save.mutate({ preferences: [{ kind: preference.kind, email }] })}
            />
          ))}
        </ul>
      )}
      {save.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
    </Card>
  );
}

function PreferenceSwitch({
  kind,
  on,
  essential,
  essentialNote,
  busy,
  onChange,
}: {
  kind: NotificationKind;
  on: boolean;
  essential: boolean;
  essentialNote: string;
  busy: boolean;
  onChange: (email: boolean) => void;
}) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span id={labelId} className="text-sm text-slate-800">
        {kindLabel(kind)}
        {essential ? <span className="block text-xs text-slate-500">{t`Always sent`}</span> : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={essential ? essentialNote : undefined}
        disabled={essential || busy}
        onClick={() => onChange(!on)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed',
          on ? 'bg-brand-700' : 'bg-slate-300',
          essential && 'opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}
