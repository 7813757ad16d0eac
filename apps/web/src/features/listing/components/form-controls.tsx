// The few controls the listing form needs beyond components/ui/field: a select, a checkbox, a group of
// checkboxes, a time input. Same look, same error wiring (aria-invalid + aria-describedby).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  /** A first, empty option ('Choose…') for a select that starts unset. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const described = error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={controlClasses(Boolean(error))}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error ? (
        <p id={`${selectId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${selectId}-error`} message={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; the whole row is the click target (at least 44 px high). */
export function CheckboxField({ label, description, id, className, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn('flex min-h-11 items-start gap-3 rounded-lg px-1 py-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        aria-describedby={description ? `${inputId}-description` : undefined}
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="block text-base text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${inputId}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A fieldset of checkboxes (amenities, services, languages, facilities), two columns from small screens up. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={cn('space-y-2', className)}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
