// 'Write a review' on a finished stay whose review window is open, 'Edit review' while its review may still be
// changed (docs/product.md#reviews). The bookings answer says which: `canReview`, `review.canEdit`.
import type { Booking } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The review fields of a guest's booking (absent from answers that predate reviews). */
type Reviewable = Booking & {
  canReview?: boolean;
  review?: { id: number; canEdit: boolean } | null;
};

export function reviewAction(booking: Reviewable): 'write' | 'edit' | undefined {
  if (booking.review?.canEdit) return 'edit';
  if (booking.canReview && !booking.review) return 'write';
  return undefined;
}

export function ReviewLink({ booking }: { booking: Reviewable }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const action = reviewAction(booking);
  if (!action) return null;
  const property = booking.property_name;
  const edit = action === 'edit';
  return (
    <Link
      to={paths.user.bookingReview(booking.id, edit ? booking.review?.id : undefined)}
      // The form names the stay and comes back to this list as it was (its filter, its page).
      state={{ propertyName: booking.property_name, back: `${pathname}${search}` }}
      aria-label={edit ? t`Edit review of ${property}` : t`Write a review of ${property}`}
      className={buttonClasses(edit ? 'secondary' : 'primary', 'sm')}
    >
      {edit ? <Trans>Edit review</Trans> : <Trans>Write a review</Trans>}
    </Link>
  );
}
