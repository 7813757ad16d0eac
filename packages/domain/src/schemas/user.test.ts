import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES as M } from '../messages.ts';
import { registerSchema, registerStepSchemas } from './user.ts';

const valid = {
  first_name: 'Aline',
  last_name: 'Uwase',
  email: 'aline@example.rw',
  username: 'aline',
  phone_number: '0788123456',
  password: 'murakaza-neza',
};

const firstMessage = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('registration schema', () => {
  it('accepts a valid payload and trims names', () => {
    expect(registerSchema.parse({ ...valid, first_name: '  Aline ' }).first_name).toBe('Aline');
  });

  it('reports one message per field: the required one when empty', () => {
    const result = registerSchema.safeParse({ ...valid, email: '', phone_number: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([M.emailRequired, M.phoneRequired]);
  });

  it('checks the email and phone formats of docs/product.md#validation', () => {
    expect(firstMessage({ ...valid, email: 'a b@c.rw' })).toBe(M.invalidEmail);
    expect(firstMessage({ ...valid, phone_number: '0788' })).toBe(M.invalidPhone);
    expect(firstMessage({ ...valid, phone_number: '0888123456' })).toBe(M.invalidPhone);
  });

  it('checks the confirmation on the wizard step', () => {
    const step = registerStepSchemas[2].safeParse({
      password: 'murakaza-neza',
      confirm_password: 'other-one',
    });
    expect(step.error?.issues[0]?.message).toBe(M.passwordsDoNotMatch);
  });
});
