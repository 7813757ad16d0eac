// The host's reply under a review (docs/product.md#reviews): written once, editable for 7 days after it was
// first written (the review's `canReply` says whether it still is; the server refuses after).
import { zodResolver } from '@hookform/resolvers/zod';
import { REPLY_TEXT_MAX, replyInputSchema } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { fieldError } from '@/lib/i18n';
import { useSaveReply } from '../api/reviews';

type FormInput = z.input<typeof replyInputSchema>;
type FormOutput = z.output<typeof replyInputSchema>;

export function ReplyForm({
  reviewId,
  initial,
  onDone,
}: {
  reviewId: number;
  initial: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveReply();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(replyInputSchema),
    defaultValues: { text: initial },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ reviewId, text });
      flash(t`Your reply is published.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && error.detail.field === 'text')
        form.setError('text', { message: error.message }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label={t`Your reply`}
        rows={4}
        maxLength={REPLY_TEXT_MAX}
        autoFocus
        error={fieldError(errors.text?.message)}
        {...form.register('text')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Publish reply</Trans>}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
