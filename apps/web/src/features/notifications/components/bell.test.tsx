// The bell as a signed-in user meets it in the header: the unread count, the menu's lines in the page's
// language, each a link to its screen, opening marks the shown ones read, 'Mark all as read', and a live
// event bringing a new one without reload. The API is stubbed; EventSource (absent in jsdom) is a stand-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { NotificationFeed, NotificationItem } from '@ikaze/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocaleWithAllFeatures } from '@/lib/i18n';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

class StandInEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: StandInEventSource | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    StandInEventSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
}

const booking = (id: number, readAt: string | null): NotificationItem => ({
  id,
  kind: 'booking_requested',
  params: {
    bookingId: 40 + id,
    propertyName: 'Lake Kivu Lodge',
    guestFirstName: 'Aline',
    checkIn: '2026-12-12',
    checkOut: '2026-12-14',
  },
  link: `/dashboard/host/bookings?status=pending`,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt,
});

let feed: NotificationFeed;
let marked: unknown[];

beforeEach(() => {
  vi.stubGlobal('EventSource', StandInEventSource);
  const host = makeUser({ Role: 'host', Username: 'jean' });
  signedInAs(host);
  feed = { items: [booking(2, null), booking(1, '2026-11-01T10:00:00.000Z')], unread: 3 };
  marked = [];
  mockApi({
    'GET /api/me': () => ({ body: { user: host } }),
    'GET /api/notifications?limit=10': () => ({ body: feed }),
    'POST /api/notifications/read': ({ body }) => {
      marked.push(body);
      const all = (body as { all?: boolean }).all === true;
      feed = {
        unread: all ? 0 : feed.unread - 1,
        items: feed.items.map((i) => (all || i.id === 2 ? { ...i, readAt: new Date().toISOString() } : i)),
      };
      return { body: { unread: feed.unread } };
    },
  });
});

describe('the notification bell', () => {
  it('shows the unread count, lists the latest with links, and marks the shown ones read on opening', async () => {
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    const bell = await within(banner).findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();

    await user.click(bell);
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem', {
      name: /Aline asked to book Lake Kivu Lodge/,
    });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'New: Aline asked to book Lake Kivu Lodge, 12 Dec 2026 – 14 Dec 2026.',
    );
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items[0]).toHaveAttribute('href', '/dashboard/host/bookings?status=pending');
    expect(items[1]).not.toHaveTextContent('New:');
    await waitFor(() => expect(marked).toEqual([{ ids: [2] }]));
    // One more is unread beyond the menu: 'Mark all as read' marks every one.
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([{ ids: [2] }, { all: true }]));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
  });

  it('counts a new notification as soon as the stream announces it', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Notifications, 3 unread' });
    expect(StandInEventSource.last?.url).toBe('/api/stream');
    feed = { items: [booking(3, null), ...feed.items], unread: 4 };
    act(() => {
      StandInEventSource.last!.dispatchEvent(
        new MessageEvent('notification', { data: JSON.stringify({ type: 'notification', id: 3 }) }),
      );
    });
    expect(
      await within(banner).findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await activateLocaleWithAllFeatures('fr');
    const { user } = renderApp('/');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Notifications, 3 non lues' }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem', { name: /Aline demande à réserver/ });
    expect(items[0]).toHaveTextContent(
      'Nouveau : Aline demande à réserver Lake Kivu Lodge, 12 déc. 2026 – 14 déc. 2026.il y a 5 min',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
  }, 20_000);

  it('says one unread notification in the singular in French', async () => {
    feed = { ...feed, unread: 1 };
    await activateLocaleWithAllFeatures('fr');
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('button', { name: 'Notifications, 1 non lue' }),
    ).toBeInTheDocument();
  }, 20_000);
});
