// The admin hides a review with a reason the author is told (docs/product.md#reviews): required, 5–500
// characters, checked here as on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASON_MAX, reviewStatusUpdateSchema, type ModeratedReview } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { useSetReviewStatus } from '../api/reviews';
import { personName } from '@/lib/person-name';

type FormInput = z.input<typeof reviewStatusUpdateSchema>;
type FormOutput = z.output<typeof reviewStatusUpdateSchema>;

export function HideDialog({ review, onClose }: { review: ModeratedReview | null; onClose: () => void }) {
  const { t } = useLingui();
  const author = review ? personName(review.authorFirstName) : '';
  return (
    <Modal
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Hide the review by ${author}`}
      description={t`Hidden reviews are not shown and do not count in the rating. The author is told why.`}
    >
      {review ? <HideForm reviewId={review.id} onDone={onClose} /> : null}
    </Modal>
  );
}

function HideForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const { t } = useLingui();
  const setStatus = useSetReviewStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewStatusUpdateSchema),
    defaultValues: { status: 'hidden', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (change) => {
    setFailure(null);
    try {
      await setStatus.mutateAsync({ reviewId, ...change });
      flash(t`The review is hidden.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && error.detail.field === 'reason')
        form.setError('reason', { message: error.message }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label={t`Reason`}
        rows={3}
        maxLength={REPORT_REASON_MAX}
        error={fieldError(errors.reason?.message)}
        {...form.register('reason')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          <Trans>Hide</Trans>
        </Button>
      </div>
    </form>
  );
}
