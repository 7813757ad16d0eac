import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For the step-by-step forms, whose fields are checked when Next is pressed (mode 'onSubmit', so no message
 * appears on leaving a field: one that did moved the Next button under the pointer and swallowed the click,
 * leaving the step's other messages unshown). A field that shows a message is checked again on every change,
 * so the message goes away, or changes, as soon as the field does; fields without one stay quiet until Next.
 */
export function useRecheckOnChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      // A type means the user changed the field (the event's: 'change' with React, 'input' with Preact).
      if (!type || !name) return;
      if (form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
