// The nine steps as a breadcrumb (docs/product.md#screen-listing): any step can be chosen; the wizard checks the
// steps on the way.
import { LISTING_STEPS } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { STEP_TITLES } from './step-titles';

export function StepBreadcrumb({
  step,
  disabled,
  onChoose,
}: {
  step: number;
  disabled: boolean;
  onChoose: (index: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Listing steps`}>
      <ol className="flex flex-wrap gap-2">
        {LISTING_STEPS.map((item, index) => {
          const isCurrent = index === step;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose(index)}
                aria-current={isCurrent ? 'step' : undefined}
                disabled={disabled}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-2.5 text-sm font-medium transition-colors',
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : index < step
                      ? 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid h-5 min-w-5 place-items-center rounded-full text-xs font-bold',
                    isCurrent ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {index + 1}
                </span>
                <span className={isCurrent ? undefined : 'sr-only sm:not-sr-only'}>
                  {t(STEP_TITLES[item.id])}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
