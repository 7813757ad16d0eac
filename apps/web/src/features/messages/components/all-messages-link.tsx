// The way back from a conversation (or from writing the first message of one) to the role's Messages list.
import type { Role } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { messagesPath } from '../links';

export function AllMessagesLink({ role }: { role: Role }) {
  return (
    <Link
      to={messagesPath(role)}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ChevronLeftIcon width={16} height={16} />
      <Trans>All messages</Trans>
    </Link>
  );
}
