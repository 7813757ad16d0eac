import { addDays, type CalendarNight, type RoomTypeCalendar } from '@ikaze/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { readCatalog } from '@/locales/po';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeProperty, makeRoomType, stubFetch, type StubAnswer, type StubRequest } from '@/test/properties';
import { renderApp } from '@/test/render';
import englishCatalog from '../locales/en.po?raw';
import kinyarwandaCatalog from '../locales/rw.po?raw';

const host = makeUser({ UserID: 2, Role: 'host', FirstName: 'Jean' });
const PATH = '/dashboard/host/properties/5/calendar';

/** December 2026 seen on the 3rd (a Thursday): the 1st and 2nd are past. */
const TODAY = '2026-12-03';

/** A night as the API answers it; base price RWF 100,000 on 3 rooms unless told otherwise. */
function night(date: string, overrides: Partial<CalendarNight> = {}): CalendarNight {
  const value = { date, rooms: 3, held: 0, closed: 0, synced: 0, price: 100_000, ...overrides };
  return {
    priceSource: 'base',
    season: null,
    ...value,
    free: value.rooms - value.held - value.closed - value.synced,
  };
}

const SPECIAL: Record<string, Partial<CalendarNight>> = {
  '2026-12-05': { price: 120_000, priceSource: 'weekend' },
  '2026-12-08': { price: 90_000, priceSource: 'override' },
  '2026-12-10': { closed: 3 },
  '2026-12-11': { held: 2, synced: 1 },
  '2026-12-24': { price: 150_000, priceSource: 'season', season: 'Christmas' },
};

function calendar(from: string, to: string): RoomTypeCalendar {
  const nights: CalendarNight[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) nights.push(night(date, SPECIAL[date]));
  return {
    roomTypeId: 11,
    propertyId: 5,
    title: 'double',
    roomCount: 3,
    icsUrl: '/api/room_types/11/calendar.ics?token=abc',
    nights,
  };
}

function setup(answerPut?: (request: StubRequest) => StubAnswer) {
  signedInAs(host);
  const requests = stubFetch((request) => {
    const { method, url } = request;
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/me') return { body: { user: host } };
    if (route === 'GET /api/properties/5')
      return { body: makeProperty({ id: 5, roomTypes: [makeRoomType({ id: 11, roomCount: 3 })] }) };
    if (route === 'GET /api/room_types/11/calendar')
      return { body: calendar(url.searchParams.get('from')!, url.searchParams.get('to')!) };
    if (route === 'PUT /api/room_types/11/calendar') {
      if (answerPut) return answerPut(request);
      const { from, to } = request.body as { from: string; to: string };
      return { body: calendar(from, to) };
    }
    if (route === 'GET /api/room_types/11/rates')
      return {
        body: {
          roomTypeId: 11,
          price: 100_000,
          weekendPrice: 120_000,
          minStay: 1,
          maxStay: null,
          bookingWindowDays: null,
          seasons: [
            {
              id: 7,
              name: 'Christmas',
              firstNight: '2026-12-24',
              lastNight: '2026-12-26',
              price: 150_000,
              minStay: 2,
              maxStay: null,
            },
          ],
        },
      };
    if (route === 'PUT /api/room_types/11/rates')
      return { body: { roomTypeId: 11, ...(request.body as object), seasons: [] } };
    if (route === 'PUT /api/properties/5/rate_plans') return { body: request.body };
    if (route === 'POST /api/room_types/11/ics_token')
      return { body: { icsUrl: '/api/room_types/11/calendar.ics?token=new' } };
    if (route === 'GET /api/properties/5/rate_plans')
      return { body: { flexible: { freeCancellationDays: 3 } } };
    if (route === 'GET /api/room_types/11/calendar/imports')
      return {
        body: [
          {
            id: 4,
            roomTypeId: 11,
            name: 'Booking.com',
            url: 'https://example.com/cal.ics',
            lastSyncedAt: '2026-12-02T10:00:00.000Z',
            lastAttemptAt: '2026-12-03T07:45:00.000Z',
            lastError: 'The calendar took more than 10 seconds to answer.',
            skippedEvents: [],
            skippedCount: 0,
          },
          {
            id: 5,
            roomTypeId: 11,
            name: 'OwnerRez',
            url: 'https://example.com/owner.ics',
            lastSyncedAt: '2026-12-03T07:50:00.000Z',
            lastAttemptAt: '2026-12-03T07:50:00.000Z',
            lastError: null,
            skippedEvents: [
              {
                uid: 'or-1@ownerrez.com',
                summary: 'Booked: Amina K.',
                reason: 'The event’s dates cannot be read.',
              },
              { uid: 'or-2@ownerrez.com', summary: '', reason: 'The event has no start date.' },
            ],
            skippedCount: 3,
          },
        ],
      };
    return undefined;
  });
  const rendered = renderApp(PATH);
  const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body);
  return { ...rendered, requests, puts };
}

const cell = (date: string) => {
  const found = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`);
  if (!found) throw new Error(`No cell for ${date}`);
  return found;
};

/** The grid's cells once the month's nights have arrived. */
async function monthShown() {
  await screen.findByRole('grid', { name: 'Nights of the month' });
  await waitFor(() => expect(cell('2026-12-10')).toHaveAccessibleName(/Closed/));
}

/** Picks 3 to 5 December with the keyboard: Enter on today, then Shift+→ twice. */
async function selectThreeNights(user: ReturnType<typeof setup>['user']) {
  cell(TODAY).focus();
  await user.keyboard('{Enter}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
}

describe('Calendar & prices', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock: timers stay real for the user events and queries.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T08:00:00Z`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the month from Monday with each night’s price, rooms and state', async () => {
    const { requests } = setup();
    expect(await screen.findByRole('heading', { name: 'Calendar & prices', level: 1 })).toBeInTheDocument();
    await monthShown();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 December 2026 is a Tuesday: one blank cell before it.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(firstRow.children[0]).not.toHaveAttribute('data-date');
    expect(firstRow.children[1]).toHaveAttribute('data-date', '2026-12-01');

    // Only today onwards is asked, to the end of the month.
    const asked = requests.find((r) => r.url.pathname === '/api/room_types/11/calendar')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ from: TODAY, to: '2027-01-01' });

    expect(cell('2026-12-01')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('2026-12-01')).toHaveAccessibleName('Tuesday 1 December 2026, Past night');
    expect(cell('2026-12-04')).toHaveAccessibleName(
      'Friday 4 December 2026, RWF\u00a0100,000, 3 of 3 rooms free',
    );
    expect(cell('2026-12-04')).toHaveTextContent('3/3');
    expect(cell('2026-12-05')).toHaveAccessibleName(/RWF\u00a0120,000, weekend price/);
    expect(cell('2026-12-08')).toHaveAccessibleName(/RWF\u00a090,000, price set for this night/);
    expect(cell('2026-12-24')).toHaveAccessibleName(/RWF\u00a0150,000, season Christmas/);
    // Closed and full nights say so in words, not only by colour.
    expect(cell('2026-12-10')).toHaveAccessibleName(/, Closed, 0 of 3 rooms free$/);
    expect(within(cell('2026-12-10')).getByText('Closed')).toBeInTheDocument();
    expect(cell('2026-12-11')).toHaveAccessibleName(
      /, Full, 0 of 3 rooms free, 2 booked, 1 taken on other sites$/,
    );
    expect(within(cell('2026-12-11')).getByText('Full')).toBeInTheDocument();

    // The rest of the screen: rates, seasons, the import's last error translated, the export link.
    expect(await screen.findByRole('spinbutton', { name: 'Weekend price (RWF)' })).toHaveValue(120_000);
    expect(screen.getByText('Christmas')).toBeInTheDocument();
    expect(
      await screen.findByText(/Last attempt failed: The calendar took more than 10 seconds/),
    ).toBeInTheDocument();
    // The events an import skipped, by summary (or UID) and reason, and how many more.
    expect(screen.getByText('3 events could not be read and were left out:')).toBeInTheDocument();
    expect(screen.getByText('Booked: Amina K.: The event’s dates cannot be read.')).toBeInTheDocument();
    expect(screen.getByText('or-2@ownerrez.com: The event has no start date.')).toBeInTheDocument();
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Export link (iCalendar)' })).toHaveValue(
      `${window.location.origin}/api/room_types/11/calendar.ics?token=abc`,
    );
    expect(screen.getByRole('checkbox', { name: 'Flexible' })).toBeChecked();
  });

  it('selects a range with the keyboard and moves between nights with the arrows', async () => {
    const { user } = setup();
    await monthShown();
    expect(cell(TODAY)).toHaveAttribute('tabindex', '0');
    expect(cell('2026-12-04')).toHaveAttribute('tabindex', '-1');
    await selectThreeNights(user);
    for (const date of ['2026-12-03', '2026-12-04', '2026-12-05'])
      expect(cell(date)).toHaveAttribute('aria-selected', 'true');
    expect(cell('2026-12-06')).toHaveAttribute('aria-selected', 'false');
    expect(cell('2026-12-05')).toHaveFocus();
    expect(screen.getByLabelText('First night')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Last night')).toHaveValue('2026-12-05');
    expect(screen.getByText(/3 nights/)).toBeInTheDocument();

    // Down a week, then a plain Enter starts a range there; a second Enter closes it.
    await user.keyboard('{ArrowDown}');
    expect(cell('2026-12-12')).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(cell('2026-12-03')).toHaveAttribute('aria-selected', 'false');
    expect(cell('2026-12-12')).toHaveAttribute('aria-selected', 'true');
    expect(cell('2026-12-13')).toHaveAttribute('aria-selected', 'true');

    // Past the month's end, the next month shows with the focus on its night.
    cell('2026-12-31').focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(cell('2027-01-01')).toHaveFocus());
  });

  it('closes the selected nights with the right request, and reopens them', async () => {
    const { user, puts } = setup();
    await monthShown();
    await selectThreeNights(user);
    const rooms = screen.getByRole('spinbutton', { name: 'Rooms to close' });
    await user.clear(rooms);
    await user.type(rooms, '2');
    await user.click(screen.getByRole('button', { name: 'Close rooms' }));
    await waitFor(() => expect(puts()).toEqual([{ from: '2026-12-03', to: '2026-12-06', closed: 2 }]));
    expect(await screen.findByText('Rooms closed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price per night (RWF)' }), '80000');
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    await user.click(screen.getByRole('button', { name: 'Clear price' }));
    await waitFor(() => expect(puts()).toHaveLength(5));
    const range = { from: '2026-12-03', to: '2026-12-06' };
    expect(puts().slice(1)).toEqual([
      { ...range, closed: 3 },
      { ...range, closed: 0 },
      { ...range, price: 80_000 },
      { ...range, price: null },
    ]);
  });

  it('shows the server’s message when there are not enough free rooms to close', async () => {
    const message = 'Only 1 rooms can be closed on 11 Dec 2026: the others are booked.';
    const { user } = setup(() => ({ status: 409, body: { message, code: 'CONFLICT' } }));
    await monthShown();
    // The typed range: the first and last night as dates.
    fireEvent.change(screen.getByLabelText('First night'), { target: { value: '2026-12-11' } });
    fireEvent.change(screen.getByLabelText('Last night'), { target: { value: '2026-12-12' } });
    expect(cell('2026-12-11')).toHaveAttribute('aria-selected', 'true');
    expect(cell('2026-12-12')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('saves the rates, the rate plans, and gets a new export link after a confirmation', async () => {
    const { user, requests } = setup();
    const sent = (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === path).map((r) => r.body ?? null);
    const weekend = await screen.findByRole('spinbutton', { name: 'Weekend price (RWF)' });
    await user.clear(weekend);
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum stay (nights)' }), '14');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/room_types/11/rates')).toEqual([
        { price: 100_000, weekendPrice: null, minStay: 1, maxStay: 14, bookingWindowDays: null },
      ]),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Long Stay' }));
    const plans = screen.getByRole('form', { name: 'Rate plans' });
    expect(within(plans).getByText('For stays of 7 nights or more.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Flexible' }));
    await user.click(screen.getByRole('button', { name: 'Save rate plans' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/properties/5/rate_plans')).toEqual([
        { long_stay: { discount: 10, freeCancellationDays: 3 } },
      ]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Long Stay' }));
    expect(screen.getByRole('button', { name: 'Save rate plans' })).toBeDisabled();
    expect(within(plans).getByText('Offer at least one rate plan.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a new link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Get a new link' }));
    await waitFor(() => expect(sent('POST', '/api/room_types/11/ics_token')).toHaveLength(1));
  });

  it('counts a night’s rooms in the right number in French', async () => {
    await activateLocaleWithAllFeatures('fr');
    setup();
    await screen.findByRole('grid', { name: /.+/ });
    await waitFor(() =>
      expect(cell('2026-12-11')).toHaveAccessibleName(
        /, 0 chambre libre sur 3, 2 réservées, 1 prise sur d’autres sites$/,
      ),
    );
    expect(cell('2026-12-04')).toHaveAccessibleName(/, 3 chambres libres sur 3$/);
  });

  it('speaks Kinyarwanda: no English of the calendar’s catalog is left on screen', async () => {
    await activateLocaleWithAllFeatures('rw');
    setup();
    expect(await screen.findByRole('heading', { name: 'Kalendari n’ibiciro', level: 1 })).toBeInTheDocument();
    await screen.findByRole('grid', { name: 'Amajoro y’ukwezi' });
    await waitFor(() => expect(cell('2026-12-10')).toHaveAccessibleName(/Gifunze/));
    expect(screen.getByRole('heading', { name: 'Ukuboza 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'mbe.',
      'kab.',
      'gtu.',
      'kan.',
      'gnu.',
      'gnd.',
      'cyu.',
    ]);
    expect(cell('2026-12-04')).toHaveAccessibleName(
      'Kuwa gatanu 4 Ukuboza 2026, 100.000\u00a0RWF, ibyumba 3 biboneka kuri 3',
    );
    await screen.findByRole('button', { name: 'Bika ibiciro' });
    await screen.findByRole('button', { name: 'Huza Booking.com nonaha' });
    await screen.findByRole('button', { name: 'Bika uburyo bw’ibiciro' });

    const rw = readCatalog(kinyarwandaCatalog);
    const english = [...readCatalog(englishCatalog).values()]
      .map((entry) => entry.id)
      .filter((id) => !id.includes('{') && rw.get(id)?.translation !== id);
    const shown = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) shown.add(node.textContent.trim());
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) shown.add(value.trim());
      }
    }
    expect(english.filter((id) => shown.has(id))).toEqual([]);
    expect(shown.size).toBeGreaterThan(50);
  });
});
