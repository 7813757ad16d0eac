import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { labelText } from '@/lib/i18n';

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const applicationTones: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={cn(badge, applicationTones[status])}>
      {labelText(APPLICATION_STATUS_LABELS, status)}
    </span>
  );
}

/** Active/Inactive (docs/product.md#entities: status is a boolean shown as Active or Inactive). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={cn(badge, active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-700')}>
      {active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
    </span>
  );
}
