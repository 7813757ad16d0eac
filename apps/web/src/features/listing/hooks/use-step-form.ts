// The wizard's form, checked one step at a time (docs/product.md#screen-listing): each step's fields with its
// schema from listingStepSchemas when the host moves on; going back is free. The step's heading takes the focus
// when the step changes, so a screen reader starts at the top of the new step.
import { zodResolver } from '@hookform/resolvers/zod';
import { LISTING_STEPS, listingStepSchemas } from '@ikaze/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useRecheckOnChange } from '@/lib/use-recheck-on-change';
import type { ListingFormValues } from '../lib/form-values';

export const LAST_STEP = LISTING_STEPS.length - 1;

// `raw`: a step schema's output holds only its own fields; the form keeps every step's values.
const stepResolvers = listingStepSchemas.map(
  (schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>) =>
    zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<ListingFormValues>,
);

const stepFields = (index: number) =>
  [...LISTING_STEPS[index]!.fields] as Array<FieldPath<ListingFormValues>>;

/** The step that holds a field (the first step for a field no step names). */
export const stepOfField = (field: PropertyKey | undefined) =>
  Math.max(
    0,
    LISTING_STEPS.findIndex((step) => (step.fields as readonly PropertyKey[]).includes(field ?? '')),
  );

export function useStepForm(initialValues: ListingFormValues, initialStep: number) {
  const [step, setStep] = useState(() => Math.min(initialStep, LAST_STEP));
  // The resolver checks the step being validated, which may run ahead of the step shown (goTo).
  const stepRef = useRef(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const form = useForm<ListingFormValues>({
    // Checked on Next (useRecheckOnChange says why), then again on each change of a field with a message.
    mode: 'onSubmit',
    defaultValues: initialValues,
    resolver: (values, context, options) => stepResolvers[stepRef.current]!(values, context, options),
  });
  useRecheckOnChange(form);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const show = (index: number) => {
    stepRef.current = index;
    focusHeading.current = true;
    setStep(index);
  };

  const validateStep = async (index: number) => {
    stepRef.current = index;
    return form.trigger(stepFields(index), { shouldFocus: index === step });
  };

  /** Back, or a step chosen in the breadcrumb: going back is free; going on checks every step on the way. */
  const goTo = async (target: number) => {
    if (target === step || target < 0 || target > LAST_STEP) return;
    if (target < step) {
      show(target);
      return;
    }
    for (let index = step; index < target; index += 1) {
      if (!(await validateStep(index))) {
        if (index !== step) show(index);
        else stepRef.current = step;
        return;
      }
    }
    show(target);
  };

  /** Shows the step of a field the whole form's schema refused, with that step's messages. */
  const showProblemAt = async (field: PropertyKey | undefined) => {
    const target = stepOfField(field);
    show(target);
    await validateStep(target);
    stepRef.current = target;
  };

  /** Enter in a field: Next on the early steps; true on the last step, where it means Submit. */
  const enterPressed = () => {
    if (stepRef.current < LAST_STEP) {
      void goTo(stepRef.current + 1);
      return false;
    }
    return true;
  };

  return { form, step, headingRef, show, goTo, showProblemAt, enterPressed };
}
