// 'Offline, as of …' above a screen read from the answers saved on this device (docs/decisions/0030-offline-app.md).
import { Trans } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { useSavedAnswersTime } from './saved-answers';

export function OfflineNotice() {
  const savedAt = useSavedAnswersTime();
  if (!savedAt) return null;
  const when = formatDateTime(savedAt);
  return (
    <Alert>
      <Trans>Offline, as of {when}</Trans>
    </Alert>
  );
}
