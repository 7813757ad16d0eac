// /dashboard/host/reviews (docs/product.md#reviews): the reviews of the host's properties, newest first, each
// with 'Reply', or 'Edit reply' during the 7 days after the reply was first written.
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page';
import { pageFromParam } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';
import { hostReviewsQueryOptions } from '../api/reviews';
import type { Review } from '../api/types';
import { ReplyForm } from '../components/reply-form';
import { ReviewItem } from '../components/review-item';
import { personName } from '@/lib/person-name';

export default function HostReviewsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Reviews`);
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const query = useQuery({ ...hostReviewsQueryOptions(page), placeholderData: keepPreviousData });
  const data = query.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>Reviews</Trans>}
        description={
          <Trans>What guests wrote about your properties. Your reply can be edited for 7 days.</Trans>
        }
      />
      <PagedList
        query={query}
        answer={data && { items: data.reviews, total: data.total, pageSize: data.pageSize }}
        page={page}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        label={t`Reviews`}
        pagesLabel={t`Pages of reviews`}
        empty={<Trans>No reviews yet</Trans>}
      >
        {(review) => <HostReviewCard review={review} />}
      </PagedList>
    </div>
  );
}

function HostReviewCard({ review }: { review: Review }) {
  const { t } = useLingui();
  const [replying, setReplying] = useState(false);
  const author = personName(review.authorFirstName);
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
