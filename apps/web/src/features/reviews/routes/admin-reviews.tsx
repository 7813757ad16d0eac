// /dashboard/admin/reviews (docs/product.md#reviews): reported reviews with their reports' count and reasons,
// to hide (with a reason) or to keep (dismiss the reports); the Hidden filter lists hidden reviews to publish
// again. The filter and page live in the URL.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { FilterBar, SelectFilter, type FilterOption } from '@/components/ui/filter-fields';
import { PageHeader } from '@/components/ui/page';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { pageFromParam } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';
import { adminReviewsQueryOptions, useDismissReports, useSetReviewStatus } from '../api/reviews';
import type { AdminReviewFilter, ModeratedReview } from '../api/types';
import { HideDialog } from '../components/hide-dialog';
import { ReviewItem } from '../components/review-item';
import { personName } from '@/lib/person-name';

const STATUSES: readonly AdminReviewFilter[] = ['reported', 'hidden', 'all'];
const statusOf = (text: string | null): AdminReviewFilter =>
  STATUSES.find((status) => status === text) ?? 'reported';
export default function AdminReviewsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Reported reviews`);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const query = useQuery({ ...adminReviewsQueryOptions(status, page), placeholderData: keepPreviousData });
  const [hiding, setHiding] = useState<ModeratedReview | null>(null);
  const data = query.data;
  const options: FilterOption[] = [
    { value: 'reported', label: t`Reported` },
    { value: 'hidden', label: t`Hidden` },
    { value: 'all', label: t({ id: 'filter.all', message: 'All' }) },
  ];
  const go = (next: { status?: AdminReviewFilter; page?: number }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    setParams({
      ...(nextStatus === 'reported' ? {} : { status: nextStatus }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={<Trans>Reported reviews</Trans>}
        description={<Trans>Hide a review that breaks the rules, or dismiss its reports to keep it.</Trans>}
      />
      <FilterBar label={t`Filter reviews`}>
        <SelectFilter
          label={t`Show`}
          value={status}
          onChange={(value) => go({ status: statusOf(value) })}
          options={options}
        />
      </FilterBar>
      <PagedList
        query={query}
        answer={data && { items: data.reviews, total: data.total, pageSize: data.pageSize }}
        page={page}
        onPage={(next) => go({ page: next })}
        label={t`Reviews`}
        pagesLabel={t`Pages of reviews`}
        empty={<Trans>No reviews to show.</Trans>}
      >
        {(review) => <AdminReviewCard review={review} onHide={() => setHiding(review)} />}
      </PagedList>
      <HideDialog review={hiding} onClose={() => setHiding(null)} />
    </div>
  );
}

function AdminReviewCard({ review, onHide }: { review: ModeratedReview; onHide: () => void }) {
  const { t } = useLingui();
  const setStatus = useSetReviewStatus();
  const dismiss = useDismissReports();
  const busy = setStatus.isPending || dismiss.isPending;
  const author = personName(review.authorFirstName);
  const hidden = review.status === 'hidden';
  const hiddenReason = review.hiddenReason ?? '';

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      flash(done);
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-brand-700">{review.propertyName}</p>
      <ReviewItem
        review={review}
        actions={
          hidden ? (
            <Button
              size="sm"
              disabled={busy}
              aria-label={t`Publish again the review by ${author}`}
              onClick={() =>
                void act(
                  () => setStatus.mutateAsync({ reviewId: review.id, status: 'published' }),
                  t`The review is published again.`,
                )
              }
            >
              <Trans>Publish again</Trans>
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={onHide}
                aria-label={t`Hide the review by ${author}`}
              >
                <Trans>Hide</Trans>
              </Button>
              {review.reportCount > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={t`Dismiss report on the review by ${author}`}
                  onClick={() =>
                    void act(() => dismiss.mutateAsync(review.id), t`The reports are dismissed.`)
                  }
                >
                  <Trans>Dismiss report</Trans>
                </Button>
              ) : null}
            </>
          )
        }
      >
        {hidden ? (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">
              <Trans>Hidden:</Trans>
            </span>{' '}
            {hiddenReason}
          </p>
        ) : null}
        {review.reportCount > 0 ? (
          <div className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">
              {plural(review.reportCount, { one: '# report', other: '# reports' })}
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {review.reports.map((report, index) => (
                <li key={index} className="break-words whitespace-pre-line">
                  {report.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ReviewItem>
    </div>
  );
}
