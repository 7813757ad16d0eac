import { APPLICATION_MESSAGES, RECOMMENDATION_MAX, type Application } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { flash } from '@/lib/flash';
import { domainText } from '@/lib/i18n';
import { useUpdateApplication } from '../api/applications';

/**
 * Accept or Reject one application (docs/product.md#screen-admin: from any row, whatever its status), asked once
 * more in a dialog that says what will happen, so that a stray tap decides nothing. Rejecting says why: the
 * reason (the application's recommendation, which it starts from) reaches the host with the decision. A success
 * shows the server's message (already in the page's language), a failure the product's
 * (docs/product.md#messages).
 */
export function ApplicationDecision({
  application,
  decision,
}: {
  application: Application;
  decision: 'approved' | 'rejected';
}) {
  const { t } = useLingui();
  const update = useUpdateApplication();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(application.recommendation ?? '');
  const accept = decision === 'approved';
  const { id, propertyName } = application;
  const texts = accept
    ? {
        label: t`Accept`,
        busy: t`Accepting…`,
        name: t`Accept application ${id} (${propertyName})`,
        title: t`Accept application ${id}?`,
        what: t`${propertyName} becomes visible to guests, and the host is told.`,
        failed: APPLICATION_MESSAGES.approveFailed,
      }
    : {
        label: t`Reject`,
        busy: t`Rejecting…`,
        name: t`Reject application ${id} (${propertyName})`,
        title: t`Reject application ${id}?`,
        what: t`${propertyName} is hidden from guests (its bookings stay), and the host is told why.`,
        failed: APPLICATION_MESSAGES.rejectFailed,
      };
  const missingReason = !accept && !reason.trim();

  function onConfirm() {
    update.mutate(
      accept ? { id, status: decision } : { id, status: decision, recommendation: reason.trim() },
      {
        onSuccess: ({ message }) => flash(message),
        onError: () => flash(domainText(texts.failed), 'error'),
        onSettled: () => setOpen(false),
      },
    );
  }

  return (
    <>
      <Button
        size="sm"
        variant={accept ? 'primary' : 'danger'}
        disabled={update.isPending}
        aria-label={texts.name}
        onClick={() => {
          // The reason starts from the recommendation as it is now.
          setReason(application.recommendation ?? '');
          setOpen(true);
        }}
      >
        {update.isPending ? texts.busy : texts.label}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next && !update.isPending) setOpen(false);
        }}
        title={texts.title}
        description={texts.what}
      >
        <div className="space-y-4">
          {accept ? null : (
            <TextAreaField
              label={t`Why it is not approved (the host reads it)`}
              value={reason}
              maxLength={RECOMMENDATION_MAX}
              rows={4}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={update.isPending}>
              <Trans>Go back</Trans>
            </Button>
            <Button
              variant={accept ? 'primary' : 'danger'}
              onClick={onConfirm}
              disabled={update.isPending || missingReason}
            >
              {update.isPending ? texts.busy : texts.label}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
