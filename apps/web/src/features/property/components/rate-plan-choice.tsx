import { RATE_PLAN_LABELS, type RatePlan } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { labelText } from '@/lib/i18n';
import { planFits, planRule, type OfferedPlan } from '../rate-plans';

/**
 * The rate plans of a room type card when the host offers several (docs/decisions/0023-calendar-and-rates.md):
 * one radio per plan, its rule beneath; a plan the stay is too short for (Long Stay under 7 nights) is disabled.
 */
export function RatePlanChoice({
  plans,
  value,
  onChange,
  checkIn,
  nights,
}: {
  plans: readonly OfferedPlan[];
  value: RatePlan | undefined;
  onChange: (plan: RatePlan) => void;
  checkIn: string;
  nights: number;
}) {
  const name = useId();
  const { t } = useLingui();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t`Rate plan`}</legend>
      <div className="space-y-1.5">
        {plans.map((offered) => {
          const fits = planFits(offered, nights);
          const ruleId = `${name}-${offered.plan}-rule`;
          return (
            <label
              key={offered.plan}
              className={cn(
                'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                value === offered.plan ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                fits ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={offered.plan}
                checked={value === offered.plan}
                disabled={!fits}
                onChange={() => onChange(offered.plan)}
                aria-describedby={ruleId}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {labelText(RATE_PLAN_LABELS, offered.plan)}
                </span>
                <span id={ruleId} className="block text-slate-600">
                  {planRule(offered, checkIn)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
