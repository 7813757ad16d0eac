// /dashboard/host/reviews (docs/product.md#reviews): the reviews of the host's properties, newest first, each
// with 'Reply', or 'Edit reply' during the 7 days after the reply was first written.
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { hostReviewsQueryOptions } from '../api/reviews';
import type { Review } from '../api/types';
import { ReplyForm } from '../components/reply-form';
import { ReviewItem } from '../components/review-item';

const pageOf = (text: string | null) =>
  text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;

export default function HostReviewsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Reviews`);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useQuery({ ...hostReviewsQueryOptions(page), placeholderData: keepPreviousData });
  const data = query.data;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Reviews</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>What guests wrote about your properties. Your reply can be edited for 7 days.</Trans>
        </p>
      </div>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isPending ? <Loading /> : null}
      {data && data.reviews.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No reviews yet</Trans>
        </p>
      ) : null}
      {data && data.reviews.length > 0 ? (
        <ul aria-label={t`Reviews`} className="space-y-4">
          {data.reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5">
              <HostReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pagination
          current={page}
          totalPages={Math.ceil(data.total / Math.max(1, data.pageSize))}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          label={t`Pages of reviews`}
        />
      ) : null}
    </div>
  );
}

function HostReviewCard({ review }: { review: Review }) {
  const { t } = useLingui();
  const [replying, setReplying] = useState(false);
  const author = review.authorFirstName;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-brand-700">{review.propertyName}</p>
      <ReviewItem
        review={replying ? { ...review, reply: null } : review}
        actions={
          !replying && review.canReply ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setReplying(true)}
              aria-label={review.reply ? t`Edit reply to ${author}` : t`Reply to ${author}`}
            >
              {review.reply ? <Trans>Edit reply</Trans> : <Trans>Reply</Trans>}
            </Button>
          ) : null
        }
      >
        {replying ? (
          <ReplyForm
            reviewId={review.id}
            initial={review.reply?.text ?? ''}
            onDone={() => setReplying(false)}
          />
        ) : null}
      </ReviewItem>
    </div>
  );
}
