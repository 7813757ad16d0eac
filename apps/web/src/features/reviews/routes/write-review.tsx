// /dashboard/user/bookings/:bookingId/review (docs/product.md#reviews): the guest writes the review of a finished
// stay, or edits it (?review={id}) while the window is open. Five scores as star radio groups, the text with a
// counter; the shared schema checks the form, the server's refusals land on their field or above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX, reviewInputSchema } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { Card, PageHeader } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { ApiError, errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatNumber } from '@/lib/format';
import { fieldError } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { reviewQueryOptions, useSaveReview } from '../api/reviews';
import { SCORE_FIELDS, type Review, type ScoreField } from '../api/types';
import { scoreLabel } from '../components/labels';
import { StarInput } from '../components/star-input';

type FormInput = z.input<typeof reviewInputSchema>;
type FormOutput = z.output<typeof reviewInputSchema>;
type Field = keyof FormInput;

const FIELDS: readonly string[] = [...SCORE_FIELDS, 'text'];
const isField = (name: string | undefined): name is Field => name !== undefined && FIELDS.includes(name);

const positiveId = (text: string | null | undefined) =>
  text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/**
 * What My bookings sent with the link (a reload keeps it: it is in the history entry): the property's name, and
 * the list as it was (its filter and page) to come back to. A shared link has neither.
 */
function readState(state: unknown): { propertyName: string | undefined; back: string } {
  const sent = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const back = typeof sent.back === 'string' ? sent.back : '';
  return {
    propertyName: typeof sent.propertyName === 'string' ? sent.propertyName : undefined,
    // Only My bookings itself, never a path another page could smuggle in.
    back: back.startsWith(`${paths.user.bookings()}?`) ? back : paths.user.bookings(),
  };
}

export default function WriteReviewRoute() {
  const { t } = useLingui();
  const { bookingId: bookingParam } = useParams();
  const [params] = useSearchParams();
  const bookingId = positiveId(bookingParam);
  const reviewId = positiveId(params.get('review'));
  const editing = reviewId !== undefined;
  usePageTitle(editing ? t`Edit review` : t`Write a review`);
  const { propertyName, back } = readState(useLocation().state);

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        title={editing ? <Trans>Edit review</Trans> : <Trans>Write a review</Trans>}
        description={propertyName ? <Trans>Your stay at {propertyName}</Trans> : null}
      />
      {bookingId === undefined ? (
        <Alert tone="error">
          <Trans>This booking cannot be found.</Trans>
        </Alert>
      ) : reviewId !== undefined ? (
        <EditReview bookingId={bookingId} reviewId={reviewId} back={back} />
      ) : (
        <ReviewForm bookingId={bookingId} back={back} />
      )}
      <Link to={back} className={buttonClasses('secondary')}>
        <Trans>Back to My bookings</Trans>
      </Link>
    </div>
  );
}

function EditReview({ bookingId, reviewId, back }: { bookingId: number; reviewId: number; back: string }) {
  const query = useQuery(reviewQueryOptions(reviewId));
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  return <ReviewForm bookingId={bookingId} review={query.data} back={back} />;
}

function ReviewForm({ bookingId, review, back }: { bookingId: number; review?: Review; back: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveReview(bookingId, review !== undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: review
      ? {
          overall: review.overall,
          cleanliness: review.cleanliness,
          location: review.location,
          value: review.value,
          welcome: review.welcome,
          text: review.text,
        }
      : { overall: 0, cleanliness: 0, location: 0, value: 0, welcome: 0, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('text').length;
  const counter = t`${formatNumber(length)} of ${formatNumber(REVIEW_TEXT_MAX)} characters`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      flash(review ? t`Your review has been updated.` : t`Thank you! Your review is published.`);
      await navigate(back);
    } catch (error) {
      // A field the server refused shows its message on that field; the rest (the window closed, a review
      // already written…) above the form. Branch on what the server names, never on its words.
      const field = error instanceof ApiError ? error.detail.field : undefined;
      if (error instanceof ApiError && error.fromServer && isField(field))
        form.setError(field, { message: error.message }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  const stars = (field: ScoreField) => (
    <Controller
      key={field}
      control={form.control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <StarInput
          legend={scoreLabel(field)}
          name={field}
          value={value}
          onChange={onChange}
          error={fieldError(errors[field]?.message)}
        />
      )}
    />
  );

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {stars('overall')}
        <div className="grid gap-5 sm:grid-cols-2">
          {SCORE_FIELDS.filter((field) => field !== 'overall').map(stars)}
        </div>
        <TextAreaField
          label={t`Your review`}
          rows={8}
          maxLength={REVIEW_TEXT_MAX}
          hint={counter}
          error={fieldError(errors.text?.message)}
          {...form.register('text')}
        />
        {errors.text ? <p className="text-sm text-slate-600">{counter}</p> : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <Trans>Sending…</Trans>
          ) : review ? (
            <Trans>Save review</Trans>
          ) : (
            <Trans>Publish review</Trans>
          )}
        </Button>
      </form>
    </Card>
  );
}
