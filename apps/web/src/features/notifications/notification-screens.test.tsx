// The screens of the notifications feature as their users meet them (API stubbed): the profile's email
// switches (essential ones on and disabled, with why), the admin's outbox (the HTML in a sandboxed frame), and
// the unsubscribe page an email's link opens.
import { screen, waitFor, within } from '@testing-library/react';
import { isEssentialKind, notificationKindsFor, type NotificationKind } from '@ikaze/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, signedInAs } from '@/test/api-mock';
import { renderApp } from '@/test/render';

beforeEach(() => {
  // The header's bell opens the stream; jsdom has no EventSource, and these screens do not need one.
  vi.stubGlobal('EventSource', undefined);
});

const emptyFeed = { 'GET /api/notifications?limit=10': () => ({ body: { items: [], unread: 0 } }) };

describe('email preferences on the profile', () => {
  it('shows a switch per kind a guest can receive; essential ones on and disabled; a change is saved', async () => {
    const guest = makeUser({ Role: 'user' });
    signedInAs(guest);
    // What the API answers a guest: the kinds their role receives.
    let preferences = notificationKindsFor('user').map((kind) => ({
      kind,
      email: true,
      essential: isEssentialKind(kind),
    }));
    const saved: unknown[] = [];
    mockApi({
      ...emptyFeed,
      'GET /api/me': () => ({ body: { user: guest } }),
      [`GET /api/users/${guest.UserID}`]: () => ({ body: guest }),
      'GET /api/me/notification-preferences': () => ({ body: { preferences } }),
      'PUT /api/me/notification-preferences': ({ body }) => {
        saved.push(body);
        const [change] = (body as { preferences: Array<{ kind: NotificationKind; email: boolean }> })
          .preferences;
        preferences = preferences.map((p) => (p.kind === change!.kind ? { ...p, email: change!.email } : p));
        return { body: { preferences } };
      },
    });
    const { user } = renderApp('/dashboard/user/profile');
    const list = await screen.findByRole('list', { name: 'Emails' });
    const confirmed = within(list).getByRole('switch', { name: /My booking is confirmed/ });
    expect(confirmed).toBeChecked();
    expect(confirmed).toBeDisabled();
    expect(confirmed).toHaveAccessibleDescription(
      'Emails about your bookings and your account are always sent: they cannot be turned off.',
    );
    // A host's kinds are not a guest's.
    expect(within(list).queryByRole('switch', { name: /New booking requests/ })).not.toBeInTheDocument();
    const messages = within(list).getByRole('switch', { name: 'New messages' });
    expect(messages).toBeEnabled();
    await user.click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    expect(saved).toEqual([{ preferences: [{ kind: 'message_received', email: false }] }]);
  });
});

describe('the admin outbox', () => {
  it('lists the kept emails and shows one in a sandboxed frame, or as plain text', async () => {
    const admin = makeUser({ Role: 'admin' });
    signedInAs(admin);
    const mail = (id: number, subject: string) => ({
      id,
      to: `host${id}@example.rw`,
      subject,
      text: `Hello ${id}`,
      html: `<p>Hello <strong>${id}</strong></p><script>parent.alert(1)</script>`,
      kind: 'booking_requested',
      locale: 'fr',
      createdAt: '2026-11-26T08:00:00.000Z',
    });
    mockApi({
      ...emptyFeed,
      'GET /api/me': () => ({ body: { user: admin } }),
      'GET /api/admin/outbox?page=1': () => ({
        body: {
          items: [mail(2, 'Nouvelle demande'), mail(1, 'Bienvenue')],
          page: 1,
          total: 2,
          smtpConfigured: false,
        },
      }),
    });
    const { user } = renderApp('/dashboard/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByText(/No SMTP server is set/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Nouvelle demandehost2@example.rw26 Nov 2026 · booking_requested · French',
      'Bienvenuehost1@example.rw26 Nov 2026 · booking_requested · French',
    ]);
    await user.click(within(list).getByRole('button', { name: /Bienvenue/ }));
    const shown = screen.getByRole('article', { name: 'Bienvenue' });
    const frame = within(shown).getByTitle('The email as HTML');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', mail(1, '').html);
    await user.click(within(shown).getByRole('button', { name: 'Plain text' }));
    expect(within(shown).getByText('Hello 1')).toBeInTheDocument();
  });

  it('says emails are sent when an SMTP server is set', async () => {
    const admin = makeUser({ Role: 'admin' });
    signedInAs(admin);
    mockApi({
      ...emptyFeed,
      'GET /api/me': () => ({ body: { user: admin } }),
      'GET /api/admin/outbox?page=1': () => ({
        body: { items: [], page: 1, total: 0, smtpConfigured: true },
      }),
    });
    renderApp('/dashboard/admin/outbox');
    expect(await screen.findByText(/An SMTP server is set, so emails are sent/)).toBeInTheDocument();
    expect(screen.queryByText(/No SMTP server is set/)).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('asks before it acts (link scanners open links), then says which emails stop, signed out', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/me': () => ({ body: { user: null } }),
      'POST /api/notifications/unsubscribe': ({ body }) => {
        sent.push(body);
        return { body: { kind: 'message_received', message: 'You will no longer get these emails.' } };
      },
    });
    const { user } = renderApp('/unsubscribe?token=12.message_received.sig');
    expect(
      await screen.findByText('You are about to stop the emails about: New messages.'),
    ).toBeInTheDocument();
    // Opening the page sent nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('We will no longer email you about: New messages.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: '12.message_received.sig' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to choose your emails' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says what went wrong with a bad link', async () => {
    mockApi({
      'GET /api/me': () => ({ body: { user: null } }),
      'POST /api/notifications/unsubscribe': () => ({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid.' },
      }),
    });
    const { user } = renderApp('/unsubscribe?token=forged');
    // A token that names no kind still asks, in general words.
    expect(await screen.findByText('You are about to stop these emails.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
