// The conversation screen (docs/decisions/0028-conversations.md) against a stubbed API: messages oldest to newest,
// 'Load earlier messages', marked read, Enter sends and Shift+Enter does not, the counter, the server's message
// on a refusal, and reporting.
import type { Message, MessagePage } from '@ikaze/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signedInAs } from '@/test/api-mock';
import { makeConversation } from '@/test/conversations';
import { stubFetch, type StubAnswer, type StubRequest } from '@/test/properties';
import { renderApp } from '@/test/render';

const guest = makeUser({ UserID: 3, Role: 'user', FirstName: 'Jean' });

// The guest Jean's view.
const conversation = makeConversation({
  side: 'guest',
  otherFirstName: 'Aline',
  lastMessage: { preview: 'Yes, behind the lodge.', mine: false, createdAt: '2026-12-03T08:05:00.000Z' },
  unread: 1,
});

const message = (id: number, text: string, mine: boolean): Message => ({
  id,
  conversationId: 7,
  senderId: mine ? 3 : 2,
  senderFirstName: mine ? 'Jean' : 'Aline',
  mine,
  text,
  createdAt: `2026-12-03T08:0${id}:00.000Z`,
});

function setup(answerPost?: (request: StubRequest) => StubAnswer) {
  signedInAs(guest);
  const requests = stubFetch((request) => {
    const route = `${request.method} ${request.url.pathname}`;
    if (route === 'GET /api/me') return { body: { user: guest } };
    if (route === 'GET /api/conversations/7') return { body: conversation };
    if (route === 'GET /api/conversations/7/messages') {
      const before = request.url.searchParams.get('before');
      const page: MessagePage = before
        ? { messages: [message(1, 'Is there parking?', true)], hasEarlier: false }
        : {
            messages: [message(2, 'For a minibus?', true), message(3, 'Yes, behind the lodge.', false)],
            hasEarlier: true,
          };
      return { body: page };
    }
    if (route === 'POST /api/conversations/7/read') return { body: { ...conversation, unread: 0 } };
    if (route === 'POST /api/conversations/7/messages')
      return (
        answerPost?.(request) ?? {
          status: 201,
          body: message(4, (request.body as { text: string }).text, true),
        }
      );
    if (route === 'POST /api/conversations/7/reports') return { body: { ...conversation, reported: true } };
    if (route === 'GET /api/conversations/unread') return { body: { unread: 0, conversations: 0 } };
    return undefined;
  });
  return { ...renderApp('/dashboard/user/messages/7'), requests };
}

const texts = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:last-child')?.textContent);

describe('a conversation', { timeout: 30_000 }, () => {
  it('shows the messages oldest first, loads earlier ones, and marks them read', async () => {
    const { user, requests } = setup();
    expect(await screen.findByRole('heading', { name: 'Aline', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Lake Kivu Lodge · Question before booking/)).toBeInTheDocument();
    expect(
      screen.getByText('Phone numbers and email addresses are hidden until the booking is confirmed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['For a minibus?', 'Yes, behind the lodge.']));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/conversations/7/read')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() =>
      expect(texts()).toEqual(['Is there parking?', 'For a minibus?', 'Yes, behind the lodge.']),
    );
    const earlier = requests.find((r) => r.url.searchParams.get('before'));
    expect(earlier?.url.searchParams.get('before')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('marks read only once the tab is in view', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { requests } = setup();
      await waitFor(() => expect(texts()).toEqual(['For a minibus?', 'Yes, behind the lodge.']));
      const reads = () => requests.filter((r) => r.url.pathname === '/api/conversations/7/read');
      expect(reads()).toEqual([]);
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(reads()).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and counts the characters', async () => {
    const { user, requests } = setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'See you{Shift>}{Enter}{/Shift}at six');
    expect(box).toHaveValue('See you\nat six');
    expect(screen.getByText('14 of 2,000 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/messages'))).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const sent = requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/messages'));
    expect(sent.map((r) => r.body)).toEqual([{ text: 'See you\nat six' }]);
  });

  it('keeps the text and shows the server’s message when sending is refused', async () => {
    const refusal =
      'You have sent 10 messages in the last minute. Please wait 42 seconds before sending another.';
    const { user } = setup(() => ({ status: 429, body: { code: 'MESSAGE_RATE_LIMITED', message: refusal } }));
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(box).toHaveValue('Hello again');
  });

  it('refuses a message over 2,000 characters before sending', async () => {
    setup();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'a'.repeat(2_001) } });
    expect(screen.getByText('Too long: 2,001 of 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the conversation with a reason', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report conversation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asks for money first');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await within(dialog).findByText('Thank you. An admin will read this conversation.'),
    ).toBeInTheDocument();
    const report = requests.find((r) => r.url.pathname === '/api/conversations/7/reports');
    expect(report?.body).toEqual({ reason: 'Asks for money first' });
  });
});
