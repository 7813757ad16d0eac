import {
  addDays,
  RESERVATION_MESSAGES,
  todayInKigali,
  type SearchBed,
  type SearchService,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { domainText } from '@/lib/i18n';
import { BED_LABELS, MAX_PRICE_FILTER, SERVICE_LABELS, type SearchState } from '../search-state';

/** The panel's typed fields (dates, price bounds). */
const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

const RATINGS = [2, 3, 4, 5] as const;

export type FilterPatch = Partial<
  Pick<
    SearchState,
    'minRating' | 'services' | 'beds' | 'checkIn' | 'checkOut' | 'minPrice' | 'maxPrice' | 'sort'
  >
>;

/** How many filters are on: the phone toggle shows it. */
export function activeFilterCount(search: SearchState): number {
  return (
    (search.minRating ? 1 : 0) +
    search.services.length +
    search.beds.length +
    (search.checkIn ? 1 : 0) +
    (search.minPrice !== undefined || search.maxPrice !== undefined ? 1 : 0)
  );
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold text-slate-900">{legend}</legend>
      <div className="space-y-1">{children}</div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-brand-700"
      />
      {children}
    </label>
  );
}

/**
 * The search filters (docs/product.md#filters): minimum rating, services, beds and dates. Every change
 * applies at once (and goes to the URL). On phones the panel folds behind a 'Filters' button.
 */
export function FilterPanel({
  search,
  onChange,
}: {
  search: SearchState;
  onChange: (patch: FilterPatch) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(search);
  const { t, i18n } = useLingui();

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-slate-900 lg:hidden"
      >
        <span>
          <Trans>Filters</Trans>
          {count ? (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{count}</span>
          ) : null}
        </span>
        <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        className={cn(
          'space-y-4 p-4 lg:block',
          open ? 'block border-t border-slate-200 lg:border-t-0' : 'hidden',
        )}
      >
        <h2 className="hidden text-base font-bold text-slate-900 lg:block">
          <Trans>Filters</Trans>
        </h2>
        <Group legend={t`Minimum rating`}>
          <Choice
            type="radio"
            name="minRating"
            checked={!search.minRating}
            onChange={() => onChange({ minRating: undefined })}
          >
            <Trans>Any rating</Trans>
          </Choice>
          {RATINGS.map((rating) => (
            <Choice
              key={rating}
              type="radio"
              name="minRating"
              checked={search.minRating === rating}
              onChange={() => onChange({ minRating: rating })}
            >
              {rating === 5
                ? t`5 stars`
                : plural(rating, { one: '# star or more', other: '# stars or more' })}
            </Choice>
          ))}
        </Group>
        <PriceFilter
          // Other bounds in the URL (Back, Clear filters) start the fields over.
          key={`${search.minPrice ?? ''}|${search.maxPrice ?? ''}`}
          minPrice={search.minPrice}
          maxPrice={search.maxPrice}
          onChange={onChange}
        />
        <Group legend={t`Services`}>
          {(Object.keys(SERVICE_LABELS) as SearchService[]).map((service) => (
            <Choice
              key={service}
              type="checkbox"
              name="services"
              checked={search.services.includes(service)}
              onChange={() => onChange({ services: toggle(search.services, service) })}
            >
              {i18n._(SERVICE_LABELS[service])}
            </Choice>
          ))}
        </Group>
        <Group legend={t`Beds`}>
          {(Object.keys(BED_LABELS) as SearchBed[]).map((bed) => (
            <Choice
              key={bed}
              type="checkbox"
              name="beds"
              checked={search.beds.includes(bed)}
              onChange={() => onChange({ beds: toggle(search.beds, bed) })}
            >
              {i18n._(BED_LABELS[bed])}
            </Choice>
          ))}
        </Group>
        <DatesFilter
          // A new search (other dates in the URL) starts the fields over.
          key={`${search.checkIn ?? ''}|${search.checkOut ?? ''}`}
          checkIn={search.checkIn}
          checkOut={search.checkOut}
          onChange={onChange}
        />
        {count ? (
          <Button
            variant="secondary"
            size="sm"
            className="w-full"
            onClick={() =>
              onChange({
                minRating: undefined,
                services: [],
                beds: [],
                checkIn: undefined,
                checkOut: undefined,
                minPrice: undefined,
                maxPrice: undefined,
              })
            }
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A price field's value as a bound: empty is none; anything else a whole number of RWF within the bound. */
function bound(text: string): number | undefined | null {
  if (!text.trim()) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PRICE_FILTER ? n : null;
}

/**
 * The price per night, RWF, lowest and highest (docs/decisions/0023-calendar-and-rates.md): with dates the stay's
 * nightly average, else the lowest price. Applied when the fields are left or Enter is pressed (not at each digit).
 */
function PriceFilter({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (patch: FilterPatch) => void;
}) {
  const [low, setLow] = useState(minPrice === undefined ? '' : String(minPrice));
  const [high, setHigh] = useState(maxPrice === undefined ? '' : String(maxPrice));
  const lowId = useId();
  const highId = useId();
  const noteId = useId();
  const { t } = useLingui();
  const min = bound(low);
  const max = bound(high);
  const note =
    min === null || max === null
      ? t`Enter a whole number of RWF.`
      : min !== undefined && max !== undefined && min > max
        ? t`The minimum must not be above the maximum.`
        : null;

  function apply() {
    if (note || min === null || max === null) return;
    if (min !== minPrice || max !== maxPrice) onChange({ minPrice: min, maxPrice: max });
  }

  return (
    <fieldset className="min-w-0" aria-describedby={note ? noteId : undefined}>
      <legend className="mb-2 text-sm font-bold text-slate-900">
        <Trans>Price per night (RWF)</Trans>
      </legend>
      <form
        className="grid grid-cols-2 gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        // Leaving the two fields applies them; moving from one to the other does not (the page would reload
        // the results, and the panel, under the guest's fingers).
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
            apply();
        }}
      >
        <PriceBound id={lowId} label={<Trans>Minimum</Trans>} value={low} onChange={setLow} />
        <PriceBound id={highId} label={<Trans>Maximum</Trans>} value={high} onChange={setHigh} />
        {/* Enter in a field submits the form; the button is for those who look for one. */}
        <Button type="submit" variant="secondary" size="sm" className="col-span-2">
          <Trans>Apply price</Trans>
        </Button>
      </form>
      {note ? (
        <p id={noteId} className="mt-2 text-sm text-amber-800">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Dates filter only when both are set and in order; until then the fields say what is missing. */
function DatesFilter({
  checkIn: initialIn,
  checkOut: initialOut,
  onChange,
}: {
  checkIn: string | undefined;
  checkOut: string | undefined;
  onChange: (patch: FilterPatch) => void;
}) {
  const [checkIn, setCheckIn] = useState(initialIn ?? '');
  const [checkOut, setCheckOut] = useState(initialOut ?? '');
  const inId = useId();
  const outId = useId();
  const noteId = useId();
  const today = todayInKigali();
  const { t } = useLingui();

  function apply(nextIn: string, nextOut: string) {
    setCheckIn(nextIn);
    setCheckOut(nextOut);
    if (!nextIn && !nextOut) onChange({ checkIn: undefined, checkOut: undefined });
    else if (nextIn && nextOut && nextOut > nextIn) onChange({ checkIn: nextIn, checkOut: nextOut });
  }

  const note =
    checkIn && checkOut && checkOut <= checkIn
      ? domainText(RESERVATION_MESSAGES.checkOutAfterCheckIn)
      : Boolean(checkIn) !== Boolean(checkOut)
        ? t`Choose both dates to see what is free.`
        : null;

  return (
    <fieldset className="min-w-0" aria-describedby={note ? noteId : undefined}>
      <legend className="mb-2 text-sm font-bold text-slate-900">
        <Trans>Dates</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <div>
          <label htmlFor={inId} className="mb-1 block text-sm text-slate-700">
            <Trans>Check-in</Trans>
          </label>
          <input
            id={inId}
            type="date"
            min={today}
            value={checkIn}
            onChange={(event) => apply(event.target.value, checkOut)}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={outId} className="mb-1 block text-sm text-slate-700">
            <Trans>Check-out</Trans>
          </label>
          <input
            id={outId}
            type="date"
            min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
            value={checkOut}
            onChange={(event) => apply(checkIn, event.target.value)}
            className={inputClasses}
          />
        </div>
      </div>
      {note ? (
        <p id={noteId} className="mt-2 text-sm text-amber-800">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One bound of the price filter: whole RWF, typed freely and checked when applied. */
function PriceBound(props: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm text-slate-700">
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PRICE_FILTER}
        step={1}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}
