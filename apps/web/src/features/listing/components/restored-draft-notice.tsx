// Shown above the wizard when it opened on a draft from an earlier visit (lib/draft.ts), with 'Start over'.
import { formatDate } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { activeLocale } from '@/lib/i18n';

export function RestoredDraftNotice({
  savedAt,
  droppedRoomTypes,
  onStartOver,
}: {
  savedAt: string | undefined;
  /** Room types of the draft the server no longer had (lib/room-type-reconciliation.ts). */
  droppedRoomTypes: number;
  onStartOver: () => void;
}) {
  return (
    <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <span>
        <RestoredText savedAt={savedAt} />
        {droppedRoomTypes > 0
          ? ` ${plural(droppedRoomTypes, {
              one: 'One room type was no longer available and was removed.',
              other: '# room types were no longer available and were removed.',
            })}`
          : null}
      </span>
      <Button variant="secondary" size="sm" onClick={onStartOver}>
        <Trans>Start over</Trans>
      </Button>
    </Alert>
  );
}

function RestoredText({ savedAt }: { savedAt: string | undefined }) {
  if (!savedAt) return <Trans>We restored the listing you started.</Trans>;
  const date = formatDate(savedAt, activeLocale(), 'long');
  return <Trans>We restored the listing you started (saved {date}).</Trans>;
}
