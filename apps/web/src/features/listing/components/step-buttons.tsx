// Back and Next under each step. Next submits the early steps' form, so Enter in a field moves on; on the last
// step the Submission step's own button sends the listing.
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

export function StepButtons({
  isFirst,
  isLast,
  submitting,
  wholeProperty,
  onBack,
}: {
  isFirst: boolean;
  isLast: boolean;
  submitting: boolean;
  /** Says 'Whole property' between the buttons (the Details step, with the whole-property room type). */
  wholeProperty: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <Button variant="secondary" onClick={onBack} disabled={isFirst || submitting}>
        <ChevronLeftIcon />
        <Trans>Back</Trans>
      </Button>
      {wholeProperty ? (
        <span className="hidden text-sm text-slate-600 sm:inline">
          <Trans>Whole property</Trans>
        </span>
      ) : null}
      <Button variant="secondary" type={isLast ? 'button' : 'submit'} disabled={isLast}>
        <Trans>Next</Trans>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
