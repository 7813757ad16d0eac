import { addDays, RESERVATION_MESSAGES, SEARCH_DEFAULTS, todayInKigali } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { domainText } from '@/lib/i18n';
import { paths, type SearchUrlState } from '@/lib/paths';
import { buttonClasses } from './ui/button';
import { CalendarIcon, ChevronDownIcon, MapPinIcon, SearchIcon, UsersIcon } from './ui/icons';

/**
 * The destination search (docs/product.md#screen-home; a destination is required). Searching opens
 * /search-results?destination=…, so a result page can be shared and reloaded. With `withStay` it also
 * asks for optional dates, guests and rooms, which really filter and carry over to the detail screen
 * (docs/product.md#screen-search).
 */
export function SearchForm({
  initialDestination = '',
  initial,
  withStay = false,
  carry,
  className,
}: {
  initialDestination?: string;
  /** A search to start from (the current URL's on the results page). */
  initial?: SearchUrlState;
  withStay?: boolean;
  /** Kept as they are in the new search (the results page's filters). */
  carry?: SearchUrlState;
  className?: string;
}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const id = useId();
  const [destination, setDestination] = useState(initial?.destination ?? initialDestination);
  const [checkIn, setCheckIn] = useState(initial?.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial?.checkOut ?? '');
  const [adults, setAdults] = useState(initial?.adults ?? SEARCH_DEFAULTS.adults);
  const [children, setChildren] = useState(initial?.children ?? SEARCH_DEFAULTS.children);
  const [rooms, setRooms] = useState(initial?.rooms ?? SEARCH_DEFAULTS.rooms);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayInKigali();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = destination.trim();
    if (!value) return;
    if (withStay) {
      if (Boolean(checkIn) !== Boolean(checkOut)) return setProblem(RESERVATION_MESSAGES.datesRequired);
      if (checkIn && checkOut && checkOut <= checkIn)
        return setProblem(RESERVATION_MESSAGES.checkOutAfterCheckIn);
    }
    setProblem(null);
    void navigate(
      paths.searchResults(
        withStay
          ? {
              ...carry,
              destination: value,
              checkIn: checkIn || undefined,
              checkOut: checkOut || undefined,
              adults,
              children,
              rooms,
              page: undefined,
            }
          : { destination: value },
      ),
    );
  }

  function onCheckInChange(value: string) {
    setCheckIn(value);
    // A check-out that is no longer after the check-in moves to the next day.
    if (value && (!checkOut || checkOut <= value)) setCheckOut(addDays(value, 1));
  }

  const destinationField = (
    <div className="relative flex-1">
      <label
        htmlFor={id}
        className={withStay ? 'mb-1 block px-1 text-xs font-semibold text-slate-700' : 'sr-only'}
      >
        <Trans>Destination</Trans>
      </label>
      <div className="relative">
        <MapPinIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          name="destination"
          type="text"
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Where do you wish to go?`}
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          className={fieldClasses('pl-10')}
        />
      </div>
    </div>
  );

  return (
    <form
      role="search"
      aria-label={t`Search accommodations`}
      onSubmit={onSubmit}
      className={cn(
        'w-full rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-900/5',
        withStay ? 'p-3' : 'flex flex-col gap-2 sm:flex-row',
        className,
      )}
    >
      {withStay ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto] lg:items-end">
            <div className="sm:col-span-2 lg:col-span-1">{destinationField}</div>
            <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2">
              <DateField label={t`Check-in`} value={checkIn} min={today} onChange={onCheckInChange} />
              <DateField
                label={t`Check-out`}
                value={checkOut}
                min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
                onChange={setCheckOut}
              />
            </div>
            <GuestsField
              adults={adults}
              childCount={children}
              rooms={rooms}
              onAdults={setAdults}
              onChildren={setChildren}
              onRooms={setRooms}
            />
            <button
              type="submit"
              className={buttonClasses('primary', 'lg', 'h-12 rounded-xl sm:col-span-2 lg:col-span-1')}
            >
              <SearchIcon />
              <Trans>Search</Trans>
            </button>
          </div>
          {problem ? (
            <p role="alert" className="mt-2 px-1 text-sm font-medium text-red-700">
              {domainText(problem)}
            </p>
          ) : null}
        </>
      ) : (
        <>
          {destinationField}
          <button type="submit" className={buttonClasses('primary', 'lg', 'h-12 rounded-xl')}>
            <SearchIcon />
            <Trans>Search</Trans>
          </button>
        </>
      )}
    </form>
  );
}

function fieldClasses(extra?: string) {
  return cn(
    'h-12 w-full rounded-xl border border-slate-200 bg-slate-50 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none',
    extra,
  );
}

function DateField({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 flex items-center gap-1 px-1 text-xs font-semibold text-slate-700">
        <CalendarIcon width={14} height={14} />
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses('pl-3')}
      />
    </div>
  );
}

/** Guests and rooms behind one button (a disclosure): Escape or a click elsewhere closes it. */
function GuestsField({
  adults,
  childCount,
  rooms,
  onAdults,
  onChildren,
  onRooms,
}: {
  adults: number;
  childCount: number;
  rooms: number;
  onAdults: (n: number) => void;
  onChildren: (n: number) => void;
  onRooms: (n: number) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const labelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const summary = [
    plural(adults, { one: '# adult', other: '# adults' }),
    childCount ? plural(childCount, { one: '# child', other: '# children' }) : null,
    plural(rooms, { one: '# room', other: '# rooms' }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div
      ref={wrapper}
      className="relative sm:col-span-2 lg:col-span-1"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <span id={labelId} className="mb-1 flex items-center gap-1 px-1 text-xs font-semibold text-slate-700">
        <UsersIcon width={14} height={14} />
        <Trans>Guests and rooms</Trans>
      </span>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${panelId}-summary`}
        onClick={() => setOpen((o) => !o)}
        className={fieldClasses('flex items-center justify-between gap-2 pl-3 text-left text-sm')}
      >
        <span id={`${panelId}-summary`} className="truncate">
          {summary}
        </span>
        <ChevronDownIcon className={cn('shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="z-20 mt-2 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xl lg:absolute lg:right-0 lg:w-72"
      >
        <Stepper
          label={t`Adults`}
          fewer={t`Fewer adults`}
          more={t`More adults`}
          value={adults}
          min={1}
          max={30}
          onChange={onAdults}
        />
        <Stepper
          label={t`Children`}
          fewer={t`Fewer children`}
          more={t`More children`}
          value={childCount}
          min={0}
          max={20}
          onChange={onChildren}
        />
        <Stepper
          label={t`Rooms`}
          fewer={t`Fewer rooms`}
          more={t`More rooms`}
          value={rooms}
          min={1}
          max={30}
          onChange={onRooms}
        />
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
          className={buttonClasses('secondary', 'sm', 'w-full')}
        >
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}

function Stepper({
  label,
  fewer,
  more,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  fewer: string;
  more: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, Number.isFinite(n) ? Math.trunc(n) : min));
  const stepClasses =
    'grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-brand-800 hover:bg-brand-50 disabled:border-slate-200 disabled:text-slate-300';
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={fewer}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
          className={stepClasses}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
          className="h-9 w-14 rounded-lg border border-slate-300 text-center text-base"
        />
        <button
          type="button"
          aria-label={more}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
          className={stepClasses}
        >
          +
        </button>
      </div>
    </div>
  );
}
