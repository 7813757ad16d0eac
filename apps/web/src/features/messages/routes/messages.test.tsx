// The Messages lists (docs/decisions/0028-conversations.md) against a stubbed API: a host's conversations with
// the other side, the subject, the preview and the unread count; the count beside Messages in the menu; an
// admin's list of reported conversations.
import type { ConversationList, ReportedConversationList } from '@ikaze/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeConversation } from '@/test/conversations';
import { stubFetch } from '@/test/properties';
import { renderApp } from '@/test/render';

const base = makeConversation();

describe('Messages', { timeout: 30_000 }, () => {
  it('lists a host’s conversations with the other side, the subject, the last message and unread counts', async () => {
    const host = makeUser({ UserID: 2, Role: 'host', FirstName: 'Aline' });
    signedInAs(host);
    const list: ConversationList = {
      conversations: [
        base,
        {
          ...base,
          id: 8,
          bookingId: 40,
          checkIn: '2026-12-24',
          checkOut: '2026-12-27',
          bookingStatus: 'confirmed',
          otherFirstName: 'Claudine',
          lastMessage: { preview: 'See you then.', mine: true, createdAt: '2026-12-02T10:00:00.000Z' },
          unread: 0,
          contactsHidden: false,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    stubFetch(({ method, url }) => {
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/me') return { body: { user: host } };
      if (route === 'GET /api/conversations') return { body: list };
      if (route === 'GET /api/conversations/unread') return { body: { unread: 2, conversations: 1 } };
      return undefined;
    });
    renderApp('/dashboard/host/messages');
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();

    const question = await screen.findByRole('link', { name: /^Jean · Lake Kivu Lodge/ });
    expect(question).toHaveAttribute('href', '/dashboard/host/messages/7');
    expect(question).toHaveTextContent('Question before booking');
    expect(question).toHaveTextContent('2 unread');
    expect(question).toHaveTextContent('Is there parking?');

    const booking = screen.getByRole('link', { name: /^Claudine · Lake Kivu Lodge/ });
    expect(booking).toHaveTextContent('Booking from 24 Dec 2026 to 27 Dec 2026');
    expect(booking).toHaveTextContent('You: See you then.');
    expect(booking).not.toHaveTextContent('unread');

    // The dashboard's menu counts them too.
    const menu = screen.getAllByRole('navigation', { name: 'Host dashboard menu' })[0]!;
    expect(await within(menu).findByRole('link', { name: /Messages\s*2 unread/ })).toHaveAttribute(
      'href',
      '/dashboard/host/messages',
    );
  });

  it('shows admins the reported conversations with their reason', async () => {
    const admin = makeUser({ UserID: 1, Role: 'admin', FirstName: 'Ada' });
    signedInAs(admin);
    const reported: ReportedConversationList = {
      conversations: [
        {
          ...base,
          side: 'admin',
          unread: 0,
          reported: true,
          reportReason: 'Asks for money first',
          reportedAt: '2026-12-03T09:00:00.000Z',
          reporterFirstName: 'Aline',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    stubFetch(({ method, url }) => {
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/me') return { body: { user: admin } };
      if (route === 'GET /api/admin/conversations') return { body: reported };
      if (route === 'GET /api/conversations/unread') return { body: { unread: 0, conversations: 0 } };
      return undefined;
    });
    renderApp('/dashboard/admin/messages');
    const card = await screen.findByRole('link', { name: /^Jean and Aline · Lake Kivu Lodge/ });
    expect(card).toHaveAttribute('href', '/dashboard/admin/messages/7');
    expect(card).toHaveTextContent('Reported: Asks for money first');
  });
});
