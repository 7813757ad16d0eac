// The rate plans a property offers and their rules (docs/decisions/0023-calendar-and-rates.md, PUT
// /api/properties/{id}/rate_plans): Flexible (free cancellation until N days before check-in), Non-Refundable
// (a discount), Long Stay (a discount for stays of 7 nights or more, free cancellation like Flexible). At least
// one plan.
import {
  CALENDAR_MESSAGES,
  DEFAULT_RATE_PLAN_RULES,
  LONG_STAY_MIN_NIGHTS,
  MAX_FREE_CANCELLATION_DAYS,
  MAX_PLAN_DISCOUNT,
  RATE_PLAN_LABELS,
  ratePlanRulesSchema,
  type RatePlanRules,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { domainText, labelText } from '@/lib/i18n';
import { useSaveRatePlans } from '../api/calendar';
import { text } from './number-field';

type Plan = keyof RatePlanRules;

function initialValues(rules: RatePlanRules) {
  return {
    flexible: rules.flexible !== undefined,
    flexibleDays: text(
      rules.flexible?.freeCancellationDays ?? DEFAULT_RATE_PLAN_RULES.flexible.freeCancellationDays,
    ),
    nonRefundable: rules.non_refundable !== undefined,
    nonRefundableDiscount: text(
      rules.non_refundable?.discount ?? DEFAULT_RATE_PLAN_RULES.non_refundable.discount,
    ),
    longStay: rules.long_stay !== undefined,
    longStayDiscount: text(rules.long_stay?.discount ?? DEFAULT_RATE_PLAN_RULES.long_stay.discount),
    longStayDays: text(
      rules.long_stay?.freeCancellationDays ?? DEFAULT_RATE_PLAN_RULES.long_stay.freeCancellationDays,
    ),
  };
}

export function RatePlansForm({ propertyId, rules }: { propertyId: number; rules: RatePlanRules }) {
  const { t } = useLingui();
  const save = useSaveRatePlans(propertyId);
  const [values, setValues] = useState(() => initialValues(rules));
  const [failure, setFailure] = useState<string | null>(null);
  type Values = typeof values;
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const number = (name: 'flexibleDays' | 'nonRefundableDiscount' | 'longStayDiscount' | 'longStayDays') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    step: 1,
    value: values[name],
    onChange: (event: FormEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
  });
  const none = !values.flexible && !values.nonRefundable && !values.longStay;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (none) return;
    setFailure(null);
    const plans: RatePlanRules = {};
    if (values.flexible) plans.flexible = { freeCancellationDays: Number(values.flexibleDays) };
    if (values.nonRefundable) plans.non_refundable = { discount: Number(values.nonRefundableDiscount) };
    if (values.longStay)
      plans.long_stay = {
        discount: Number(values.longStayDiscount),
        freeCancellationDays: Number(values.longStayDays),
      };
    const parsed = ratePlanRulesSchema.safeParse(plans);
    if (!parsed.success) return setFailure(domainText(parsed.error.issues[0]?.message ?? ''));
    save.mutate(parsed.data, {
      onSuccess: () => flash(t`Rate plans saved.`),
      onError: (error) => setFailure(errorMessage(error)),
    });
  }

  const maxDays = MAX_FREE_CANCELLATION_DAYS;
  const maxDiscount = MAX_PLAN_DISCOUNT;
  const longStayNights = LONG_STAY_MIN_NIGHTS;
  const daysLabel = t`Free cancellation until (days before check-in)`;
  const daysHint = t`From 0 to ${maxDays} days.`;
  const discountLabel = t`Discount (%)`;
  const discountHint = t`From 1 to ${maxDiscount}%.`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Rate plans`}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PlanBox
        plan="flexible"
        checked={values.flexible}
        onChange={(checked) => set('flexible', checked)}
        note={t`Guests cancel free until the day you choose; afterwards the first night is owed.`}
      >
        <TextField
          label={daysLabel}
          hint={daysHint}
          min={0}
          max={MAX_FREE_CANCELLATION_DAYS}
          {...number('flexibleDays')}
        />
      </PlanBox>
      <PlanBox
        plan="non_refundable"
        checked={values.nonRefundable}
        onChange={(checked) => set('nonRefundable', checked)}
        note={t`A lower price; the whole stay is owed if the guest cancels.`}
      >
        <TextField
          label={discountLabel}
          hint={discountHint}
          min={1}
          max={MAX_PLAN_DISCOUNT}
          {...number('nonRefundableDiscount')}
        />
      </PlanBox>
      <PlanBox
        plan="long_stay"
        checked={values.longStay}
        onChange={(checked) => set('longStay', checked)}
        note={t`For stays of ${longStayNights} nights or more.`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={discountLabel}
            hint={discountHint}
            min={1}
            max={MAX_PLAN_DISCOUNT}
            {...number('longStayDiscount')}
          />
          <TextField
            label={daysLabel}
            hint={daysHint}
            min={0}
            max={MAX_FREE_CANCELLATION_DAYS}
            {...number('longStayDays')}
          />
        </div>
      </PlanBox>
      {none ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {domainText(CALENDAR_MESSAGES.ratePlansRequired)}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending || none}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save rate plans</Trans>}
      </Button>
    </form>
  );
}

function PlanBox({
  plan,
  checked,
  onChange,
  note,
  children,
}: {
  plan: Plan;
  checked: boolean;
  onChange: (checked: boolean) => void;
  note: string;
  children: ReactNode;
}) {
  const label = labelText(RATE_PLAN_LABELS, plan);
  const noteId = useId();
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-start gap-3">
        <input
          id={`${noteId}-plan`}
          type="checkbox"
          checked={checked}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        <div>
          <label htmlFor={`${noteId}-plan`} className="block text-sm font-semibold text-slate-900">
            {label}
          </label>
          <p id={noteId} className="text-sm text-slate-600">
            {note}
          </p>
        </div>
      </div>
      {checked ? children : null}
    </fieldset>
  );
}
