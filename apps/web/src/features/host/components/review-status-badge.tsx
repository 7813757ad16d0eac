import type { ApplicationStatus } from '@ikaze/domain';
import { cn } from '@/lib/cn';

const tones: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

const labels: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
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
      {labels[status]}
    </span>
  );
}
