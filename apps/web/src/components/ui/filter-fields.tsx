// Labelled filters above a table (docs/product.md#filters). Selects and dates apply at once; text applies
// when the user pauses typing (or presses Enter), so that a search does not ask the server on every key.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const controlClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const labelClasses = 'mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase';
/** On phones a select or text filter takes the whole row, and two dates share one; from sm up, all are equal. */
const wide = 'col-span-2 sm:col-span-1';

/** A search landmark holding the filters, laid out in a grid that stacks on phones. */
export function FilterBar({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={cn(
        'grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-4',
        className,
      )}
    >
      {children}
    </form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  const id = useId();
  return (
    <div className={wide}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={controlClasses}
      />
    </div>
  );
}

/** A text filter that reports its value after a pause in typing, or at once on Enter. */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  delayMs = 400,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'search';
  delayMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The value changed from outside (a reset, the browser's Back): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <div className={wide}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim() !== value) onChange(text.trim());
        }}
        className={controlClasses}
      />
    </div>
  );
}
