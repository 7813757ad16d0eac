import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@ikaze/domain';
import { cn } from '@/lib/cn';
import { labelText } from '@/lib/i18n';

const tones: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** A listing's review status (docs/product.md#visibility: pending until an admin approves it). */
export function ReviewStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {labelText(APPLICATION_STATUS_LABELS, status)}
    </span>
  );
}
