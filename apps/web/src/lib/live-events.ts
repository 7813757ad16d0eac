// Live events from GET /api/stream (docs/decisions/0027-notifications-in-the-app.md, "Live updates"): ONE
// EventSource per tab, opened while someone is signed in and at least one screen listens, shared by every
// listener, reconnecting by itself. Each listener hears the events of its type ('notification', 'message', or
// 'payment' when a payment of the user's changes: { type, id, status }) with their data: the server's announcement minus the user's id (e.g. { type: 'notification', id }).
//
// After a reconnection (the network dropped, the server restarted or ended the stream because its feed was
// down), events may have been missed: every listener is then called once with { type, reconnected: true },
// so that it reads again what it shows.
import { useEffect, useRef } from 'react';
import { useCurrentUser } from './session';

export type LiveEventType = 'notification' | 'message' | 'payment';
export type LiveEventHandler = (data: unknown) => void;

const TYPES: readonly LiveEventType[] = ['notification', 'message', 'payment'];
/** A stream of Server-Sent Events, which the OpenAPI document leaves out: the one API path written here. */
const STREAM_PATH = '/api/stream';
/** When the browser gives up (a 401, a 429, a server down), we open again after this, doubling to the max. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 300_000;

const listeners: Record<LiveEventType, Set<LiveEventHandler>> = {
  notification: new Set(),
  message: new Set(),
  payment: new Set(),
};
let source: EventSource | null = null;
let sourceUser: number | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;
/** Whether the current source was ever open: its next open is a reconnection. */
let wasOpen = false;
/** The user of the mounted listeners (null: signed out). */
let wantedUser: number | null = null;

const listening = () => TYPES.some((type) => listeners[type].size > 0);

function dispatch(type: LiveEventType, data: unknown) {
  for (const listener of [...listeners[type]]) listener(data);
}

function close() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
  sourceUser = null;
  wasOpen = false;
}

function open(userId: number) {
  const next = new EventSource(STREAM_PATH, { withCredentials: true });
  source = next;
  sourceUser = userId;
  next.onopen = () => {
    retryDelay = RETRY_FIRST_MS;
    if (wasOpen) for (const type of TYPES) dispatch(type, { type, reconnected: true });
    wasOpen = true;
  };
  next.onerror = () => {
    // CONNECTING: the browser reconnects by itself. CLOSED: it gave up (an answer other than a stream).
    if (next.readyState !== EventSource.CLOSED || source !== next) return;
    source = null;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (source === null && wantedUser === userId && listening()) open(userId);
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };
  for (const type of TYPES)
    next.addEventListener(type, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      dispatch(type, data);
    });
}

/** Opens, keeps or closes the tab's stream for who is signed in and whether anyone listens. */
function sync() {
  if (wantedUser === null || !listening()) return close();
  if (sourceUser === wantedUser && (source !== null || retryTimer !== undefined)) return;
  close();
  open(wantedUser);
}

/** Calls `handler` with each live event of `type` while the calling component is mounted and someone signed in. */
export function useLiveEvents(type: LiveEventType, handler: LiveEventHandler): void {
  const { user } = useCurrentUser();
  const userId = user?.UserID ?? null;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const listener: LiveEventHandler = (data) => latest.current(data);
    listeners[type].add(listener);
    wantedUser = userId;
    sync();
    return () => {
      listeners[type].delete(listener);
      sync();
    };
  }, [type, userId]);
}
