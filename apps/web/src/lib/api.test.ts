import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from './api';

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }))),
  );
}

describe('apiRequest', () => {
  it('sends JSON with same-origin cookies and returns the answer', async () => {
    answer(200, { ok: true });
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
      }),
    );
  });

  it("throws the server's message, error field and status", async () => {
    answer(409, { message: 'Username is already taken.', error: 'Username is already taken.' });
    const error = await apiRequest('/api/register').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Username is already taken.', fromServer: true });
    expect((error as ApiError).error).toBe('Username is already taken.');
  });

  it('falls back to the generic message when the server says nothing', async () => {
    answer(502);
    const error = await apiRequest('/api/login').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('An error occurred. Please try again.');
    expect(error).toMatchObject({ status: 502, fromServer: false });
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'An error occurred. Please try again.' });
  });
});
