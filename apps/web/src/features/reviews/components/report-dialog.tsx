// 'Report' on a review (docs/product.md#reviews): a reason, then 'Thank you, our team will look at this
// review.' Loaded only when a signed-in reader first reports a review.
import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASON_MAX, reportInputSchema, type PublicReview } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { fieldError } from '@/lib/i18n';
import { useReportReview } from '../api/reviews';
import { personName } from '@/lib/person-name';

type FormInput = z.input<typeof reportInputSchema>;
type FormOutput = z.output<typeof reportInputSchema>;

export default function ReportDialog({ review, onClose }: { review: PublicReview; onClose: () => void }) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const author = personName(review.authorFirstName);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Report the review by ${author}`}
      description={sent ? undefined : t`Tell our team what is wrong with this review.`}
    >
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">
            <Trans>Thank you, our team will look at this review.</Trans>
          </Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <ReportForm reviewId={review.id} onSent={() => setSent(true)} onCancel={onClose} />
      )}
    </Modal>
  );
}

function ReportForm({
  reviewId,
  onSent,
  onCancel,
}: {
  reviewId: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const report = useReportReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await report.mutateAsync({ reviewId, reason });
      onSent();
    } catch (error) {
      // A second report, the author's own review…: the server's message, in the page's language.
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label={t`Reason`}
        rows={4}
        maxLength={REPORT_REASON_MAX}
        error={fieldError(errors.reason?.message)}
        {...form.register('reason')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
        </Button>
      </div>
    </form>
  );
}
