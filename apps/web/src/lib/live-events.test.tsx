// The tab's one stream (live-events.ts): jsdom has no EventSource, so a stand-in records what the lib opens and
// lets the test play the server's part (open, events, a drop, a refusal).
import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@ikaze/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { makeUser } from '@/test/api-mock';
import { meQueryKey } from './session';
import { useLiveEvents, type LiveEventType } from './live-events';

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  serverOpens() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  serverSends(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The connection drops: the browser reconnects by itself (CONNECTING) or gives up (CLOSED). */
  fails(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const open = () => FakeEventSource.made.filter((s) => s.readyState !== FakeEventSource.CLOSED);

function Listener({ type, onEvent }: { type: LiveEventType; onEvent: (data: unknown) => void }) {
  useLiveEvents(type, onEvent);
  return null;
}

function renderListeners(user: User | null, listeners: Array<[LiveEventType, (data: unknown) => void]>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const ui = (items: typeof listeners) => (
    <QueryClientProvider client={queryClient}>
      {items.map(([type, onEvent], i) => (
        <Listener key={i} type={type} onEvent={onEvent} />
      ))}
    </QueryClientProvider>
  );
  const view = render(ui(listeners));
  return { ...view, queryClient, rerenderWith: (items: typeof listeners) => view.rerender(ui(items)) };
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveEvents', () => {
  it('opens nothing for a signed-out visitor', () => {
    const view = renderListeners(null, [['notification', () => undefined]]);
    expect(FakeEventSource.made).toEqual([]);
    view.unmount();
  });

  it('shares one stream among every listener of the tab and hands each its type’s events', () => {
    const notifications: unknown[] = [];
    const messages: unknown[] = [];
    const view = renderListeners(makeUser(), [
      ['notification', (d) => notifications.push(d)],
      ['notification', (d) => notifications.push(d)],
      ['message', (d) => messages.push(d)],
    ]);
    expect(open()).toHaveLength(1);
    const [stream] = open();
    expect(stream!.url).toBe('/api/stream');
    act(() => {
      stream!.serverOpens();
      stream!.serverSends('notification', { type: 'notification', id: 3 });
      stream!.serverSends('message', { type: 'message', conversationId: 9 });
    });
    expect(notifications).toEqual([
      { type: 'notification', id: 3 },
      { type: 'notification', id: 3 },
    ]);
    expect(messages).toEqual([{ type: 'message', conversationId: 9 }]);
    // The last listener gone, the stream closes.
    view.unmount();
    expect(open()).toEqual([]);
  });

  it('tells every listener after a reconnection, and opens again itself when the browser gives up', () => {
    vi.useFakeTimers();
    const heard: unknown[] = [];
    const view = renderListeners(makeUser(), [['notification', (d) => heard.push(d)]]);
    const first = open()[0]!;
    act(() => first.serverOpens());
    expect(heard).toEqual([]);
    // A drop the browser recovers from.
    act(() => {
      first.fails(FakeEventSource.CONNECTING);
      first.serverOpens();
    });
    expect(heard).toEqual([{ type: 'notification', reconnected: true }]);
    // A refusal (e.g. a 429): closed for good, so the lib opens a new one after a wait.
    act(() => first.fails(FakeEventSource.CLOSED));
    expect(open()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(open()).toHaveLength(1);
    act(() => open()[0]!.serverOpens());
    expect(heard).toHaveLength(2);
    view.unmount();
  });

  it('closes the stream when the user signs out', async () => {
    const view = renderListeners(makeUser(), [['message', () => undefined]]);
    expect(open()).toHaveLength(1);
    act(() => {
      view.queryClient.setQueryData(meQueryKey, null);
    });
    await waitFor(() => expect(open()).toEqual([]));
    view.unmount();
  });
});
