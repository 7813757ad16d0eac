import { APPLICATION_MESSAGES, formatNumber, RECOMMENDATION_MAX, type Application } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { flash } from '@/lib/flash';
import { activeLocale, domainText } from '@/lib/i18n';
import { useUpdateApplication } from '../api/applications';

/**
 * The saved recommendation and a button that opens a small dialog to write or change it
 * (docs/product.md#screen-admin).
 */
export function RecommendationCell({ application }: { application: Application }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const saved = application.recommendation ?? '';
  const { id, propertyName, hostName } = application;
  return (
    <div className="flex min-w-44 flex-col items-start gap-1.5">
      <p className="line-clamp-3 text-sm break-words text-slate-700" title={saved || undefined}>
        {saved || (
          <span className="text-slate-500">
            <Trans>None yet</Trans>
          </span>
        )}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="h-8"
        onClick={() => setOpen(true)}
        aria-label={
          saved
            ? t`Edit recommendation for application ${id} (${propertyName})`
            : t`Write recommendation for application ${id} (${propertyName})`
        }
      >
        {saved ? t`Edit` : t`Write`}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t`Recommendation`}
        description={t`Application ${id}: ${propertyName}, by ${hostName}.`}
      >
        {open ? <RecommendationForm application={application} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </div>
  );
}

function RecommendationForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useLingui();
  const max = formatNumber(RECOMMENDATION_MAX, activeLocale());
  const update = useUpdateApplication();
  const [text, setText] = useState(application.recommendation ?? '');
  const [failed, setFailed] = useState(false);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(false);
        update.mutate(
          { id: application.id, recommendation: text.trim() },
          {
            onSuccess: ({ message }) => {
              flash(message);
              onDone();
            },
            onError: () => setFailed(true),
          },
        );
      }}
    >
      {failed ? <Alert tone="error">{domainText(APPLICATION_MESSAGES.recommendationFailed)}</Alert> : null}
      <TextAreaField
        label={t`Recommendation`}
        rows={5}
        maxLength={RECOMMENDATION_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={t`At most ${max} characters. Leave it empty to remove it.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
