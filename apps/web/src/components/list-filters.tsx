// The filter block of the dashboard lists (docs/product.md#filters: admin applications, property filters),
// written once: text, select and date-range filters over the list's URL state (lib/use-list-params.ts). A
// date range whose start is after its end shows the API's message; the screen does not ask the server for it.
import { Alert } from '@/components/ui/alert';
import { domainText } from '@/lib/i18n';
import {
  DateFilter,
  FilterBar,
  SelectFilter,
  TextFilter,
  type FilterOption,
} from '@/components/ui/filter-fields';

export type ListFilter<F extends string> =
  | { kind: 'text'; name: F; label: string; placeholder?: string }
  | { kind: 'select'; name: F; label: string; options: readonly FilterOption[] }
  | { kind: 'dates'; from: F; to: F; fromLabel: string; toLabel: string; orderMessage: string };

/** Tailwind needs whole class names: one column per control on wide screens. */
const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};

/** Every date range of `filters` has its start on or before its end (or one of them empty). */
export function rangesInOrder<F extends string>(
  filters: readonly ListFilter<F>[],
  values: Readonly<Record<F, string>>,
): boolean {
  return filters.every(
    (f) => f.kind !== 'dates' || !values[f.from] || !values[f.to] || values[f.from] <= values[f.to],
  );
}

export function ListFilters<F extends string>({
  label,
  filters,
  values,
  onChange,
}: {
  /** The search landmark's name, e.g. 'Filter properties'. */
  label: string;
  filters: readonly ListFilter<F>[];
  values: Readonly<Record<F, string>>;
  /** Changes filters (use-list-params goes back to the first page). */
  onChange: (changes: Partial<Record<F, string>>) => void;
}) {
  const controls = filters.reduce((n, f) => n + (f.kind === 'dates' ? 2 : 1), 0);
  const reversed = filters.filter(
    (f): f is Extract<ListFilter<F>, { kind: 'dates' }> =>
      f.kind === 'dates' && Boolean(values[f.from] && values[f.to] && values[f.from] > values[f.to]),
  );
  const change = (name: F, value: string) => onChange({ [name]: value } as Partial<Record<F, string>>);
  return (
    <>
      <FilterBar label={label} className={columns[controls]}>
        {filters.map((filter) => {
          switch (filter.kind) {
            case 'text':
              return (
                <TextFilter
                  key={filter.name}
                  label={filter.label}
                  placeholder={filter.placeholder}
                  value={values[filter.name]}
                  onChange={(value) => change(filter.name, value)}
                />
              );
            case 'select':
              return (
                <SelectFilter
                  key={filter.name}
                  label={filter.label}
                  value={values[filter.name]}
                  options={filter.options}
                  onChange={(value) => change(filter.name, value)}
                />
              );
            case 'dates':
              return [
                <DateFilter
                  key={filter.from}
                  label={filter.fromLabel}
                  value={values[filter.from]}
                  max={values[filter.to]}
                  onChange={(value) => change(filter.from, value)}
                />,
                <DateFilter
                  key={filter.to}
                  label={filter.toLabel}
                  value={values[filter.to]}
                  min={values[filter.from]}
                  onChange={(value) => change(filter.to, value)}
                />,
              ];
          }
        })}
      </FilterBar>
      {reversed.map((f) => (
        <Alert key={f.from} tone="error">
          {/* The domain's message (its English is the id), in the page's language. */}
          {domainText(f.orderMessage)}
        </Alert>
      ))}
    </>
  );
}
