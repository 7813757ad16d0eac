// 'Calendar & prices' of one property, for its host and admins (docs/decisions/0023-calendar-and-rates.md):
// per room type a month of nights to close, reopen and price, its rates and seasons, its channel sync; and the
// property's rate plans. /dashboard/host/properties/:propertyId/calendar and the same under /dashboard/admin.
import {
  formatMonthYear,
  PROPERTY_MESSAGES,
  ROOM_TYPE_TITLE_LABELS,
  todayInKigali,
  type RoomType,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Card } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { errorMessage, serverMessageOr } from '@/lib/api';
import { activeLocale, domainText, labelText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { propertyDetailQueryOptions } from '@/lib/queries/properties';
import { usePageTitle } from '@/lib/use-page-title';
import {
  calendarQueryOptions,
  ratePlansQueryOptions,
  ratesQueryOptions,
  type CalendarNight,
} from '../api/calendar';
import { ExportLink, ImportedCalendars } from '../components/channel-sync';
import { addMonths, firstNightOf, monthOf, rangeOf, type NightRange } from '../components/month';
import { MonthGrid } from '../components/month-grid';
import { NightActions } from '../components/night-actions';
import { ClosedIcon, FullIcon, OverrideIcon, SeasonIcon } from '../components/night-icons';
import { RatePlansForm } from '../components/rate-plans';
import { TaxSettingsForm } from '../components/tax-settings';
import { RatesForm } from '../components/rates-panel';
import { SeasonsList } from '../components/seasons';

export default function PropertyCalendarRoute() {
  const { t } = useLingui();
  usePageTitle(t`Calendar & prices`);
  const { propertyId = '' } = useParams();
  const { pathname } = useLocation();
  const backPath = pathname.startsWith(paths.admin.root())
    ? paths.admin.properties()
    : paths.host.properties();
  if (!/^\d{1,10}$/.test(propertyId) || Number(propertyId) <= 0)
    return <Alert tone="error">{domainText(PROPERTY_MESSAGES.notFound)}</Alert>;
  return <PropertyCalendar propertyId={Number(propertyId)} backPath={backPath} />;
}

export function PropertyCalendar({ propertyId, backPath }: { propertyId: number; backPath: string }) {
  const { t } = useLingui();
  const property = useQuery(propertyDetailQueryOptions(propertyId));
  const [chosen, setChosen] = useState<number | null>(null);

  if (property.isPending) return <Loading />;
  if (property.isError)
    return (
      <Alert tone="error">{serverMessageOr(property.error, PROPERTY_MESSAGES.fetchDetailsFailed)}</Alert>
    );
  const { roomTypes, name } = property.data;
  const roomType = roomTypes.find((room) => room.id === chosen) ?? roomTypes[0];

  return (
    <div className="space-y-6">
      <div>
        <Link
          to={backPath}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Trans>Back to properties</Trans>
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Calendar & prices</Trans>
        </h1>
        <p className="mt-1 text-slate-600">{name}</p>
      </div>
      {roomType ? (
        <>
          <label className="block max-w-xs space-y-1.5">
            <span className="block text-sm font-medium text-slate-800">
              <Trans>Room type</Trans>
            </span>
            <select
              value={roomType.id}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm"
            >
              {roomTypes.map((room) => (
                <option key={room.id} value={room.id}>
                  {labelText(ROOM_TYPE_TITLE_LABELS, room.title)}
                </option>
              ))}
            </select>
          </label>
          {/* A new room type starts afresh: its month, selection and forms. */}
          <RoomTypeCalendar key={roomType.id} roomType={roomType} />
        </>
      ) : (
        <Alert tone="info">{t`This property has no room types yet.`}</Alert>
      )}
      <Section title={t`Rate plans`}>
        <RatePlans propertyId={propertyId} />
      </Section>
      {property.data.tax ? (
        <Section title={t`Taxes`}>
          <TaxSettingsForm propertyId={propertyId} tax={property.data.tax} />
        </Section>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

interface Selection {
  /** The night picked first: Shift extends from it. */
  anchor: string;
  range: NightRange;
  /** A second pick closed the range; the next plain pick starts a new one. */
  complete: boolean;
}

function nextSelection(previous: Selection | null, night: string, extend: boolean): Selection {
  if (previous && (extend || !previous.complete))
    return { anchor: previous.anchor, range: rangeOf(previous.anchor, night), complete: true };
  return { anchor: night, range: { first: night, last: night }, complete: false };
}

function RoomTypeCalendar({ roomType }: { roomType: RoomType }) {
  const { t } = useLingui();
  const today = todayInKigali();
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState(firstMonth);
  const [selection, setSelection] = useState<Selection | null>(null);
  // Nights before today are not asked: they cannot change.
  const from = firstNightOf(month) < today ? today : firstNightOf(month);
  const to = firstNightOf(addMonths(month, 1));
  const calendar = useQuery({
    ...calendarQueryOptions(roomType.id, from, to),
    placeholderData: keepPreviousData,
  });
  const nights = useMemo(
    () => new Map<string, CalendarNight>((calendar.data?.nights ?? []).map((night) => [night.date, night])),
    [calendar.data],
  );
  const roomCount = calendar.data?.roomCount ?? roomType.roomCount;
  const monthTitle = formatMonthYear(firstNightOf(month), activeLocale());

  return (
    <>
      <Card className="space-y-4 p-3 sm:p-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-3">
            <div className="flex items-center justify-between gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Previous month`}
                disabled={month <= firstMonth}
                onClick={() => setMonth(addMonths(month, -1))}
              >
                <ChevronLeftIcon />
              </Button>
              <h2 className="text-lg font-bold text-slate-900" aria-live="polite">
                {monthTitle}
              </h2>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Next month`}
                onClick={() => setMonth(addMonths(month, 1))}
              >
                <ChevronRightIcon />
              </Button>
            </div>
            {calendar.isError ? <Alert tone="error">{errorMessage(calendar.error)}</Alert> : null}
            {calendar.isPending ? <Loading /> : null}
            <MonthGrid
              month={month}
              nights={nights}
              today={today}
              firstMonth={firstMonth}
              selection={selection?.range ?? null}
              onPick={(night, extend) => setSelection((previous) => nextSelection(previous, night, extend))}
              onMonthChange={setMonth}
            />
            <Legend />
          </div>
          <NightActions
            roomTypeId={roomType.id}
            roomCount={roomCount}
            selection={selection?.range ?? null}
            today={today}
            onRangeChange={(range) =>
              setSelection(range ? { anchor: range.first, range, complete: true } : null)
            }
          />
        </div>
      </Card>
      <Section title={t`Rates`}>
        <RoomRates roomTypeId={roomType.id} />
      </Section>
      <Section title={t`Channel sync`}>
        {calendar.data ? <ExportLink roomTypeId={roomType.id} icsUrl={calendar.data.icsUrl} /> : null}
        <ImportedCalendars roomTypeId={roomType.id} />
      </Section>
    </>
  );
}

function Legend() {
  const { t } = useLingui();
  const items = [
    { icon: <SeasonIcon className="h-4 w-4 text-brand-700" />, text: t`Season price` },
    { icon: <OverrideIcon className="h-4 w-4 text-brand-700" />, text: t`Price set for this night` },
    { icon: <ClosedIcon className="h-4 w-4" />, text: t`Closed: every room closed by you` },
    { icon: <FullIcon className="h-4 w-4" />, text: t`Full: no room free` },
    { icon: <span className="text-xs font-semibold">2/3</span>, text: t`Free rooms / all rooms` },
  ];
  return (
    <ul aria-label={t`Legend`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-1.5">
          {item.icon}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function RoomRates({ roomTypeId }: { roomTypeId: number }) {
  const rates = useQuery(ratesQueryOptions(roomTypeId));
  if (rates.isPending) return <Loading />;
  if (rates.isError) return <Alert tone="error">{errorMessage(rates.error)}</Alert>;
  return (
    <div className="space-y-6">
      <RatesForm roomTypeId={roomTypeId} rates={rates.data} />
      <SeasonsList roomTypeId={roomTypeId} seasons={rates.data.seasons} />
    </div>
  );
}

function RatePlans({ propertyId }: { propertyId: number }) {
  const plans = useQuery(ratePlansQueryOptions(propertyId));
  if (plans.isPending) return <Loading />;
  if (plans.isError) return <Alert tone="error">{errorMessage(plans.error)}</Alert>;
  return <RatePlansForm propertyId={propertyId} rules={plans.data} />;
}
