import { APPLICATION_MESSAGES, type Application } from '@ikaze/domain';
import { Button } from '@/components/ui/button';
import { flash } from '@/lib/flash';
import { useUpdateApplication } from '../api/applications';

/**
 * Accept or Reject one application (docs/product.md#screen-admin: from any row, whatever its status). A
 * success shows the server's message, a failure the product's (docs/product.md#messages).
 */
export function ApplicationDecision({
  application,
  decision,
}: {
  application: Application;
  decision: 'approved' | 'rejected';
}) {
  const update = useUpdateApplication();
  const accept = decision === 'approved';
  const label = accept ? 'Accept' : 'Reject';
  return (
    <Button
      size="sm"
      variant={accept ? 'primary' : 'danger'}
      disabled={update.isPending}
      aria-label={`${label} application ${application.id} (${application.propertyName})`}
      onClick={() =>
        update.mutate(
          { id: application.id, status: decision },
          {
            onSuccess: ({ message }) => flash(message),
            onError: () =>
              flash(accept ? APPLICATION_MESSAGES.approveFailed : APPLICATION_MESSAGES.rejectFailed, 'error'),
          },
        )
      }
    >
      {update.isPending ? `${label}ing…` : label}
    </Button>
  );
}
