// A score from 1 to 5 as five stars that are native radio buttons (docs/product.md#reviews): a group named by
// its legend, Tab reaches it, the arrow keys move the choice, and each star says its value.
import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { domainText } from '@/lib/i18n';

const VALUES = [1, 2, 3, 4, 5] as const;

export function StarInput({
  legend,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  /** A domain message (English id) or text already translated. */
  error?: string | undefined;
  name: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1">
        {VALUES.map((score) => (
          <label
            key={score}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            <span className="sr-only">{plural(score, { one: '# star', other: '# stars' })}</span>
            <svg
              viewBox="0 0 20 20"
              width={32}
              height={32}
              aria-hidden="true"
              focusable="false"
              className={cn(score <= value ? 'text-amber-500' : 'text-slate-300', 'hover:text-amber-400')}
            >
              <path
                fill="currentColor"
                d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z"
              />
            </svg>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {domainText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
