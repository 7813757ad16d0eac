// One review as a guest reads it (docs/product.md#reviews): the score as stars, the reviewer's first name, the
// month of the stay, the room type, the text as written (plain text, its line breaks kept) and the host's reply.
import { formatMonthYear, ROOM_TYPE_TITLE_LABELS } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import { activeLocale, labelText } from '@/lib/i18n';
import type { PublicReview } from '../api/types';
import { personName } from '@/lib/person-name';

/** 'October 2026' from the API's 'YYYY-MM', in the page's language. */
export function stayMonthText(stayMonth: string): string {
  return formatMonthYear(`${stayMonth.slice(0, 7)}-01`, activeLocale());
}

export function ReviewItem({
  review,
  headingLevel: Heading = 'h3',
  actions,
  children,
}: {
  review: PublicReview;
  headingLevel?: 'h3' | 'h4';
  /** Buttons under the review (Report, Reply…). */
  actions?: ReactNode;
  /** What follows the text: the host's reply form, the admin's reports… */
  children?: ReactNode;
}) {
  const author = personName(review.authorFirstName);
  const month = stayMonthText(review.stayMonth);
  const roomType = labelText(ROOM_TYPE_TITLE_LABELS, review.roomTypeName);
  return (
    <article aria-label={author} className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading className="font-bold text-slate-900">{author}</Heading>
        <StarRating rating={review.overall} />
      </div>
      <p className="text-sm text-slate-600">
        <Trans>Stayed in {month}</Trans> · {roomType}
      </p>
      {/* Text, never HTML: React escapes it; pre-line keeps the reviewer's line breaks. */}
      <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {review.reply ? <HostReply text={review.reply.text} /> : null}
      {children}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

export function HostReply({ text }: { text: string }) {
  return (
    <div className="ml-4 rounded-lg border-l-4 border-brand-200 bg-slate-50 px-4 py-3">
      <p className="text-sm font-semibold text-slate-900">
        <Trans>Reply from the host</Trans>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-700">{text}</p>
    </div>
  );
}
