import { APPLICATION_MESSAGES, type Application } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { flash } from '@/lib/flash';
import { domainText } from '@/lib/i18n';
import { useUpdateApplication } from '../api/applications';

/**
 * Accept or Reject one application (docs/product.md#screen-admin: from any row, whatever its status). A
 * success shows the server's message (already in the page's language), a failure the product's
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
  const accept = decision === 'approved';
  const { id, propertyName } = application;
  const texts = accept
    ? {
        label: t`Accept`,
        busy: t`Accepting…`,
        name: t`Accept application ${id} (${propertyName})`,
        failed: APPLICATION_MESSAGES.approveFailed,
      }
    : {
        label: t`Reject`,
        busy: t`Rejecting…`,
        name: t`Reject application ${id} (${propertyName})`,
        failed: APPLICATION_MESSAGES.rejectFailed,
      };
  return (
    <Button
      size="sm"
      variant={accept ? 'primary' : 'danger'}
      disabled={update.isPending}
      aria-label={texts.name}
      onClick={() =>
        update.mutate(
          { id, status: decision },
          {
            onSuccess: ({ message }) => flash(message),
            onError: () => flash(domainText(texts.failed), 'error'),
          },
        )
      }
    >
      {update.isPending ? texts.busy : texts.label}
    </Button>
  );
}
