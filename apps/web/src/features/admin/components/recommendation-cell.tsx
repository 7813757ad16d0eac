import { APPLICATION_MESSAGES, RECOMMENDATION_MAX, type Application } from '@ikaze/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { flash } from '@/lib/flash';
import { useUpdateApplication } from '../api/applications';

/**
 * The saved recommendation and a button that opens a small dialog to write or change it
 * (docs/product.md#screen-admin).
 */
export function RecommendationCell({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  const saved = application.recommendation ?? '';
  return (
    <div className="flex min-w-44 flex-col items-start gap-1.5">
      <p className="line-clamp-3 text-sm break-words text-slate-700" title={saved || undefined}>
        {saved || <span className="text-slate-500">None yet</span>}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="h-8"
        onClick={() => setOpen(true)}
        aria-label={`${saved ? 'Edit' : 'Write'} recommendation for application ${application.id} (${application.propertyName})`}
      >
        {saved ? 'Edit' : 'Write'}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Recommendation"
        description={`Application ${application.id}: ${application.propertyName}, by ${application.hostName}.`}
      >
        {open ? <RecommendationForm application={application} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </div>
  );
}

function RecommendationForm({ application, onDone }: { application: Application; onDone: () => void }) {
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
      {failed ? <Alert tone="error">{APPLICATION_MESSAGES.recommendationFailed}</Alert> : null}
      <TextAreaField
        label="Recommendation"
        rows={5}
        maxLength={RECOMMENDATION_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`At most ${RECOMMENDATION_MAX.toLocaleString('en-US')} characters. Leave it empty to remove it.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
