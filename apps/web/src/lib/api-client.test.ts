import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from './api';
import { api, apiUrl } from './api-client';

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }))),
  );
}

describe('the typed API client', () => {
  it('sends JSON with same-origin cookies and returns the answer', async () => {
    answer(200, { unread: 0 });
    await expect(api.post('/api/notifications/read', { body: { all: true } })).resolves.toEqual({
      unread: 0,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/notifications/read',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"all":true}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
      }),
    );
  });

  it('fills the path template and the query, empty values left out', async () => {
    answer(200, {});
    await api.get('/api/room_types/{id}/calendar', {
      params: { id: 12 },
      query: { from: '2099-01-01', to: '' },
    });
    expect(fetch).toHaveBeenCalledWith('/api/room_types/12/calendar?from=2099-01-01', expect.anything());
    expect(apiUrl('/api/reports/{reportType}/csv', { reportType: 'a b' })).toBe('/api/reports/a%20b/csv');
  });

  it('sends the headers it is given (an Idempotency-Key)', async () => {
    answer(201, { message: 'ok', bookings: [] });
    await api.post('/api/bookings', {
      body: { userId: 1, bookings: [] },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/bookings',
      expect.objectContaining({
        headers: expect.objectContaining({ 'idempotency-key': 'k-1' }) as unknown,
      }),
    );
  });

  it("throws the server's message, error field, status, code, field and params", async () => {
    answer(409, {
      message: 'Username is already taken.',
      error: 'Username is already taken.',
      code: 'CONFLICT',
      field: 'username',
      params: { bookings: '4,5' },
    });
    const error = await api.post('/api/register', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Username is already taken.', fromServer: true });
    expect((error as ApiError).error).toBe('Username is already taken.');
    expect((error as ApiError).detail).toEqual({
      code: 'CONFLICT',
      field: 'username',
      params: { bookings: '4,5' },
    });
  });

  it('names the request of a failure on the server’s side, and not of one the user can mend', async () => {
    const message = 'Something went wrong on our side. Please try again.';
    answer(500, { code: 'SERVER_ERROR', message, error: message, requestId: 'f3a1-77' });
    const failed = await api.get('/api/me').catch((e: unknown) => e);
    expect((failed as ApiError).detail.requestId).toBe('f3a1-77');
    expect(errorMessage(failed)).toBe(`${message} Error reference: f3a1-77`);
    answer(409, { code: 'CONFLICT', message: 'Username is already taken.', requestId: 'f3a1-78' });
    const refused = await api.get('/api/me').catch((e: unknown) => e);
    expect(errorMessage(refused)).toBe('Username is already taken.');
  });

  it('falls back to the generic message when the server says nothing', async () => {
    answer(502);
    const error = await api.post('/api/login', { body: {} as never }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('An error occurred. Please try again.');
    expect(error).toMatchObject({ status: 502, fromServer: false });
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'An error occurred. Please try again.' });
  });
});
