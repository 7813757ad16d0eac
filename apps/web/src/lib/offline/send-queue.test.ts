import { beforeEach, describe, expect, it } from 'vitest';
import { newSendKey } from './send-key';
import {
  QUEUE_STORAGE_KEY,
  queueSend,
  queuedSends,
  sendQueued,
  type Post,
  type QueuedSend,
} from './send-queue';

const reservation = (key: string, userId = 7): QueuedSend => ({
  key,
  kind: 'reservation',
  userId,
  path: '/api/bookings',
  body: { userId, bookings: [{ roomTypeId: 3 }] },
  queuedAt: '2026-11-26T08:00:00.000Z',
});

const listing = (key: string, userId = 7): QueuedSend => ({
  ...reservation(key, userId),
  kind: 'listing',
  path: '/api/properties',
  body: { listing: { name: 'Kivu Breeze Lodge', hostId: userId, roomTypes: [12, 13] } },
});

/** A server that answers each key as told, and records what it was sent. */
function server(answers: Record<string, { ok: boolean; message: string } | 'unreachable'>) {
  const sent: string[] = [];
  const post: Post = async (send) => {
    sent.push(send.key);
    const answer = answers[send.key] ?? { ok: true, message: 'Booked.' };
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return answer;
  };
  return { sent, post };
}

beforeEach(() => window.localStorage.clear());

describe('the send queue', () => {
  it('keeps sends in local storage, once per key', () => {
    queueSend(reservation('a'));
    queueSend(reservation('b'));
    queueSend(reservation('a'));
    expect(queuedSends().map((send) => send.key)).toEqual(['b', 'a']);
    expect(JSON.parse(window.localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(queuedSends()).toEqual([]);
    window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ key: 1 }, reservation('ok')]));
    expect(queuedSends().map((send) => send.key)).toEqual(['ok']);
  });

  it('sends each once, oldest first, and reports every answer, refusals too', async () => {
    queueSend(reservation('first'));
    queueSend(reservation('refused'));
    const { sent, post } = server({ refused: { ok: false, message: 'No rooms left.' } });
    const outcomes = await sendQueued(7, post);
    expect(sent).toEqual(['first', 'refused']);
    expect(outcomes.map(({ send, ok, message }) => [send.key, ok, message])).toEqual([
      ['first', true, 'Booked.'],
      ['refused', false, 'No rooms left.'],
    ]);
    expect(queuedSends()).toEqual([]);
    // Nothing left: a second run sends nothing.
    expect(await sendQueued(7, post)).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('keeps a send the server could not be reached for, and the ones behind it', async () => {
    queueSend(reservation('lost'));
    queueSend(reservation('next'));
    const offline = server({ lost: 'unreachable' });
    expect(await sendQueued(7, offline.post)).toEqual([]);
    expect(offline.sent).toEqual(['lost']);
    expect(queuedSends().map((send) => send.key)).toEqual(['lost', 'next']);
    // Back online: the same keys are sent again, so the server books each at most once.
    const online = server({});
    expect((await sendQueued(7, online.post)).map((outcome) => outcome.send.key)).toEqual(['lost', 'next']);
  });

  it("sends only the signed-in user's, drops another user's unsent, and waits while nobody is signed in", async () => {
    queueSend(reservation('mine', 7));
    queueSend(reservation('theirs', 8));
    const { sent, post } = server({});
    expect(await sendQueued(null, post)).toEqual([]);
    expect(queuedSends()).toHaveLength(2);
    await sendQueued(7, post);
    expect(sent).toEqual(['mine']);
    expect(queuedSends()).toEqual([]);
  });

  it('sends reservations and listings in the order they were kept, one queue for both', async () => {
    queueSend(listing('lodge'));
    queueSend(reservation('stay'));
    const { sent, post } = server({});
    const outcomes = await sendQueued(7, post);
    expect(sent).toEqual(['lodge', 'stay']);
    expect(outcomes.map((outcome) => outcome.send.kind)).toEqual(['listing', 'reservation']);
    expect(outcomes[0]!.send.body).toEqual(listing('lodge').body);
  });

  it('forgets what a send kept elsewhere once it has left the queue, never before', async () => {
    queueSend(listing('answered'));
    queueSend(listing('unanswered'));
    queueSend(listing('theirs', 8));
    const forgotten: Array<[string, number]> = [];
    const forget = (send: QueuedSend) => forgotten.push([send.key, queuedSends().length]);
    await sendQueued(7, server({ unanswered: 'unreachable' }).post, window.localStorage, forget);
    // Another user's is dropped unsent; the answered one once off the queue; the unanswered one stays.
    expect(forgotten).toEqual([
      ['theirs', 2],
      ['answered', 1],
    ]);
    expect(queuedSends().map((send) => send.key)).toEqual(['unanswered']);
  });

  it('makes keys of 32 hex digits, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newSendKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not repeat a send another tab made meanwhile', async () => {
    queueSend(reservation('one'));
    queueSend(reservation('two'));
    const sent: string[] = [];
    // While 'one' is being sent, another tab sends 'two' and takes it off the queue.
    const post: Post = async (send) => {
      sent.push(send.key);
      if (send.key === 'one')
        window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([reservation('one')]));
      return { ok: true, message: '' };
    };
    await sendQueued(7, post);
    expect(sent).toEqual(['one']);
  });
});
