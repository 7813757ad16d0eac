// The month view of one room type (docs/decisions/0023-calendar-and-rates.md): a grid of nights, weeks from
// Monday, each with its price, free/total rooms, closed and full nights marked by a word and an icon (not by
// colour alone), and where the price comes from. Keyboard: the WAI-ARIA grid pattern with a roving tabindex;
// arrows move, Shift+arrows extend the selection, Enter/Space select, Page Up/Down change month.
import { addDays } from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import type { CalendarNight } from '../api/calendar';
import { addMonths, inRange, monthOf, monthWeeks, weekdayOf, type NightRange } from './month';
import { ClosedIcon, FullIcon, OverrideIcon, SeasonIcon } from './night-icons';
import { useWeekdays } from './weekdays';

export interface MonthGridProps {
  month: string;
  /** The nights the API answered, by date. */
  nights: ReadonlyMap<string, CalendarNight>;
  today: string;
  /** The first month that can be shown (the current one); nights before today cannot be changed. */
  firstMonth: string;
  selection: NightRange | null;
  /** A night picked: `extend` stretches the selection from its first pick to this night. */
  onPick: (night: string, extend: boolean) => void;
  onMonthChange: (month: string) => void;
}

/** Prices on a phone: '45k' instead of 'RWF 45,000', so seven nights fit in 360 px. */
function useCompactMoney() {
  const { t } = useLingui();
  return (amount: number) => {
    if (amount < 1000) return formatNumber(amount);
    const thousands = formatNumber(Math.round(amount / 1000));
    return t`${thousands}k`;
  };
}

/** What a screen reader says of a night: its date, price and where it comes from, rooms and state. */
function useNightLabel() {
  const { t } = useLingui();
  const { long } = useWeekdays();
  return (date: string, night: CalendarNight | undefined, past: boolean) => {
    const day = `${long[weekdayOf(date)]} ${formatDate(date, 'long')}`;
    if (past) return [day, t`Past night`].join(', ');
    if (!night) return day;
    const money = formatMoney(night.price);
    const season = night.season ?? '';
    const price =
      night.priceSource === 'season'
        ? t`${money}, season ${season}`
        : night.priceSource === 'override'
          ? t`${money}, price set for this night`
          : night.priceSource === 'weekend'
            ? t`${money}, weekend price`
            : money;
    const { free, rooms, closed, held, synced } = night;
    const parts = [day, price];
    if (closed >= rooms) parts.push(t`Closed`);
    else if (free === 0) parts.push(t`Full`);
    // Plurals, so that one room reads singular in French and Kinyarwanda.
    parts.push(plural(free, { one: `# of ${rooms} rooms free`, other: `# of ${rooms} rooms free` }));
    if (held > 0) parts.push(plural(held, { one: '# booked', other: '# booked' }));
    if (closed > 0 && closed < rooms) parts.push(plural(closed, { one: '# closed', other: '# closed' }));
    if (synced > 0)
      parts.push(plural(synced, { one: '# taken on other sites', other: '# taken on other sites' }));
    return parts.join(', ');
  };
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function MonthGrid({
  month,
  nights,
  today,
  firstMonth,
  selection,
  onPick,
  onMonthChange,
}: MonthGridProps) {
  const { t } = useLingui();
  const { short, long } = useWeekdays();
  const compact = useCompactMoney();
  const nightLabel = useNightLabel();
  const weeks = monthWeeks(month);
  const [focused, setFocused] = useState(() => (monthOf(today) === month ? today : `${month}-01`));
  const focusAfterMove = useRef(false);
  const cells = useRef(new Map<string, HTMLDivElement>());
  // The focusable night stays in the month shown (the buttons change month without a keyboard move).
  const active = monthOf(focused) === month ? focused : monthOf(today) === month ? today : `${month}-01`;

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    cells.current.get(active)?.focus();
  }, [active]);

  function moveTo(night: string) {
    if (monthOf(night) < firstMonth) return;
    focusAfterMove.current = true;
    setFocused(night);
    if (monthOf(night) !== month) onMonthChange(monthOf(night));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, night: string) {
    const step = MOVES[event.key];
    let target: string | undefined;
    if (step !== undefined) target = addDays(night, step);
    else if (event.key === 'Home') target = addDays(night, -weekdayOf(night));
    else if (event.key === 'End') target = addDays(night, 6 - weekdayOf(night));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const other = addMonths(month, event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(night.slice(8)), 28);
      target = `${other}-${String(day).padStart(2, '0')}`;
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (night >= today) onPick(night, event.shiftKey);
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
    if (event.shiftKey && step !== undefined && target >= today) {
      // Shift+arrow from a night not yet picked starts the range there.
      if (!selection && night >= today) onPick(night, false);
      onPick(target, true);
    }
  }

  return (
    <div role="grid" aria-label={t`Nights of the month`} className="w-full select-none">
      <div role="row" className="grid grid-cols-7 gap-0.5 sm:gap-1">
        {short.map((name, index) => (
          <div
            key={name}
            role="columnheader"
            aria-label={long[index]}
            className="py-1 text-center text-[11px] font-semibold text-slate-600 uppercase sm:text-xs"
          >
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week.find(Boolean)} role="row" className="mt-0.5 grid grid-cols-7 gap-0.5 sm:mt-1 sm:gap-1">
          {week.map((date, index) => {
            if (date === null) return <div key={`blank-${index}`} role="gridcell" aria-hidden="true" />;
            const night = nights.get(date);
            const past = date < today;
            const selected = inRange(selection, date);
            const closed = night !== undefined && night.closed >= night.rooms;
            const full = night !== undefined && !closed && night.free === 0;
            return (
              <div
                key={date}
                ref={(element) => {
                  if (element) cells.current.set(date, element);
                  else cells.current.delete(date);
                }}
                role="gridcell"
                tabIndex={date === active ? 0 : -1}
                aria-selected={past ? undefined : selected}
                aria-disabled={past || undefined}
                aria-label={nightLabel(date, night, past)}
                data-date={date}
                onClick={(event) => {
                  setFocused(date);
                  if (!past) onPick(date, event.shiftKey);
                }}
                onKeyDown={(event) => onKeyDown(event, date)}
                onFocus={() => setFocused(date)}
                className={cn(
                  'relative flex min-h-16 min-w-0 flex-col rounded-md border p-0.5 text-[10px] leading-tight sm:min-h-20 sm:p-1.5 sm:text-xs',
                  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 focus-visible:outline-none',
                  past
                    ? 'cursor-not-allowed border-slate-100 bg-slate-50 text-slate-400'
                    : 'cursor-pointer border-slate-200 bg-white text-slate-800 hover:border-brand-400',
                  closed && !past && 'border-dashed border-slate-400 bg-slate-100',
                  full && !past && 'border-amber-300 bg-amber-50',
                  selected && 'border-brand-700 bg-brand-50 ring-2 ring-brand-700 ring-inset',
                )}
              >
                <span className="flex items-center justify-between gap-0.5">
                  <span className="font-semibold">{Number(date.slice(8))}</span>
                  {night?.priceSource === 'season' ? <SeasonIcon className="h-3 w-3 text-brand-700" /> : null}
                  {night?.priceSource === 'override' ? (
                    <OverrideIcon className="h-3 w-3 text-brand-700" />
                  ) : null}
                </span>
                {night && !past ? (
                  <>
                    <span aria-hidden="true" className="mt-auto truncate font-medium">
                      <span className="2xl:hidden">{compact(night.price)}</span>
                      <span className="hidden 2xl:inline">{formatMoney(night.price)}</span>
                    </span>
                    <span aria-hidden="true" className="flex items-center gap-0.5 truncate text-slate-600">
                      {closed ? (
                        <>
                          <ClosedIcon className="h-3 w-3 shrink-0" />
                          <span className="truncate">{t`Closed`}</span>
                        </>
                      ) : full ? (
                        <>
                          <FullIcon className="h-3 w-3 shrink-0" />
                          <span className="truncate">{t`Full`}</span>
                        </>
                      ) : (
                        `${formatNumber(night.free)}/${formatNumber(night.rooms)}`
                      )}
                    </span>
                  </>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
