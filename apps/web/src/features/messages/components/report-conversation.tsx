// 'Report conversation' (docs/decisions/0028-conversations.md): a reason, then admins may read the conversation.
import { CONVERSATION_REPORT_MAX, textLength } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useReportConversation } from '../api/conversations';

export function ReportConversation({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const report = useReportConversation(conversationId);
  const [reason, setReason] = useState('');
  const tooLong = textLength(reason.trim()) > CONVERSATION_REPORT_MAX;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    report.mutate(reason.trim(), { onSuccess: () => setReason('') });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) report.reset();
        onOpenChange(next);
      }}
      title={t`Report conversation`}
      description={t`Tell us what is wrong: an admin will read this conversation.`}
    >
      {report.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">
            <Trans>Thank you. An admin will read this conversation.</Trans>
          </Alert>
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <TextAreaField
            label={t`Reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={CONVERSATION_REPORT_MAX * 2}
            error={tooLong ? t`At most ${CONVERSATION_REPORT_MAX} characters.` : undefined}
            required
          />
          {report.isError ? <Alert tone="error">{errorMessage(report.error)}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={report.isPending || reason.trim() === '' || tooLong}
            >
              <Trans>Report</Trans>
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
