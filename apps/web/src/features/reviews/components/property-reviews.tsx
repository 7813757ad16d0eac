// The Reviews section of a property's page (docs/product.md#reviews), loaded with its own catalog when it comes
// near the screen (features/property mounts it lazily: docs/decisions/0010-first-load-javascript.md). The
// summary and the three latest reviews; 'Show all reviews' opens them all, paged and sorted.
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/session';
import { propertyReviewsQueryOptions } from '../api/property-reviews';
import { SORTS, type PublicReview, type ReviewSort } from '../api/types';
import { sortLabel } from './labels';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { personName } from '@/lib/person-name';

// Only a signed-in reader who reports a review needs the form and its checks.
const ReportDialog = lazy(() => import('./report-dialog'));

const LATEST = 3;
const PAGE_SIZE = 10;

export default function PropertyReviews({ propertyId }: { propertyId: number }) {
  const { t } = useLingui();
  const query = useQuery(
    propertyReviewsQueryOptions(propertyId, { page: 1, pageSize: LATEST, sort: 'newest' }),
  );
  const [allOpen, setAllOpen] = useState(false);
  const report = useReport();

  if (query.isPending) return <Loading label={t`Loading reviews…`} />;
  // A secondary section: its failure is said quietly, not as an alert over the page's own messages.
  if (query.isError) return <p className="text-slate-600">{errorMessage(query.error)}</p>;
  const summary = query.data;
  if (summary.count === 0)
    return (
      <p className="text-slate-600">
        <Trans>No reviews yet</Trans>
      </p>
    );

  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {summary.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5">
            <ReviewItem review={review} actions={report.button(review)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setAllOpen(true)}>
        <Trans>Show all reviews</Trans>
      </Button>
      <Modal open={allOpen} onOpenChange={setAllOpen} title={t`All reviews`}>
        {allOpen ? <AllReviews propertyId={propertyId} reportButton={report.button} /> : null}
      </Modal>
      {report.dialog}
    </div>
  );
}

/** 'Report' under each review for a signed-in reader, and the one dialog it opens. */
function useReport() {
  const { user } = useCurrentUser();
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const button = (review: PublicReview) =>
    user ? <ReportButton review={review} onClick={() => setReporting(review)} /> : null;
  const dialog = reporting ? (
    <Suspense fallback={null}>
      <ReportDialog review={reporting} onClose={() => setReporting(null)} />
    </Suspense>
  ) : null;
  return { button, dialog };
}

function ReportButton({ review, onClick }: { review: PublicReview; onClick: () => void }) {
  const { t } = useLingui();
  const author = personName(review.authorFirstName);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t`Report the review by ${author}`}
      className="text-sm font-semibold text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
    >
      <Trans>Report</Trans>
    </button>
  );
}

function AllReviews({
  propertyId,
  reportButton,
}: {
  propertyId: number;
  reportButton: (review: PublicReview) => ReactNode;
}) {
  const { t } = useLingui();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...propertyReviewsQueryOptions(propertyId, { page, pageSize: PAGE_SIZE, sort }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Trans>Sort by</Trans>
        <select
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setPage(1);
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {sortLabel(value)}
            </option>
          ))}
        </select>
      </label>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {data ? (
        <ul
          aria-label={t`Reviews`}
          aria-busy={query.isFetching || undefined}
          className={query.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}
        >
          {data.reviews.map((review) => (
            <li key={review.id} className="border-b border-slate-200 pb-6 last:border-0">
              <ReviewItem review={review} actions={reportButton(review)} />
            </li>
          ))}
        </ul>
      ) : (
        <Loading label={t`Loading reviews…`} />
      )}
      {data ? (
        <Pagination
          current={page}
          totalPages={Math.ceil(data.total / PAGE_SIZE)}
          onChange={setPage}
          label={t`Pages of reviews`}
        />
      ) : null}
    </div>
  );
}
