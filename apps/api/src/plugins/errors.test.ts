// The error contract (docs/decisions/0017-error-codes.md): every error a client can cause answers a stable code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorSchema, REGISTER_MESSAGES } from '@ikaze/domain';
import { createTestContext, newUserInput, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('error answers', () => {
  it('a schema violation names its code and the field at fault', async () => {
    const input = { ...newUserInput(), email: 'not-an-email' };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: input });
    expect(response.statusCode).toBe(400);
    const body = errorSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    expect(body.message).toBe(REGISTER_MESSAGES.invalidEmail);
    expect(body.error).toBe(body.message);
  });

  it('a rule of the service carries its own code and field', async () => {
    const input = newUserInput();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/register', payload: input })).statusCode).toBe(
      201,
    );
    const again = { ...newUserInput(), username: input.username.toUpperCase() };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: again });
    expect(response.statusCode).toBe(409);
    expect(errorSchema.parse(response.json())).toMatchObject({
      code: 'USERNAME_TAKEN',
      field: 'username',
      message: REGISTER_MESSAGES.usernameTaken,
    });
  });

  it('signed out, not allowed, unknown route and wrong password each have their code', async () => {
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, number, string]> = [
      [ctx.app.inject({ method: 'GET', url: '/api/bookings' }), 401, 'NOT_SIGNED_IN'],
      [ctx.app.inject({ method: 'GET', url: '/api/nowhere' }), 404, 'NO_ROUTE'],
      [
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'nobody', password: 'x'.repeat(9) },
        }),
        401,
        'INVALID_CREDENTIALS',
      ],
    ];
    for (const [request, status, code] of cases) {
      const response = await request;
      expect(response.statusCode).toBe(status);
      expect(errorSchema.parse(response.json()).code).toBe(code);
    }
  });

  it('codes are unique', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
