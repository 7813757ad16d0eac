import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SEARCH_SORTS, type SearchSort } from '../search-state';

/**
 * How the results are ordered: as the server finds them, by discount, by rating, or by price either way (the
 * stay's nightly average with dates; docs/decisions/0023-calendar-and-rates.md). Applies at once, in the URL.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SearchSort | undefined;
  onChange: (sort: SearchSort | undefined) => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t`Sort by`}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next in SEARCH_SORTS ? (next as SearchSort) : undefined);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        <option value="">{t`Recommended`}</option>
        {(Object.keys(SEARCH_SORTS) as SearchSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SEARCH_SORTS[sort].label)}
          </option>
        ))}
      </select>
    </div>
  );
}
