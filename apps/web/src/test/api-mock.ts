import type { User } from '@ikaze/domain';
import { vi } from 'vitest';

export type Handler = (request: { body: unknown; init: RequestInit | undefined }) => {
  status?: number;
  body?: unknown;
};

/** Stubs fetch with handlers keyed "METHOD /path"; anything unexpected answers 404. Returns the calls. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    const answer = handler
      ? handler({ body, init })
      : { status: 404, body: { message: `No mock for ${key}` } };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    UserID: 7,
    Username: 'mutesi',
    FirstName: 'Diane',
    LastName: 'Mutesi',
    Email: 'diane@example.rw',
    PhoneNumber: '0788123456',
    Role: 'user',
    DateJoined: '2025-01-15T08:00:00.000Z',
    Status: true,
    MomoCode: null,
    BankAccountNumber: null,
    ShortDescription: null,
    ...overrides,
  };
}

/** Pretends a session exists: the stored copy for the first paint, and /api/me for the revalidation. */
export function signedInAs(user: User) {
  window.localStorage.setItem('ikaze.session', JSON.stringify({ isAuthenticated: true, user }));
}
