// Rwandan mobile numbers in the forms each provider wants. MTN takes the international MSISDN (2507…), Airtel the
// number without its country code (7…); people type 07…, +250 7… or 2507….
import type { SendOutcome } from './types.ts';

const NATIONAL = /^7[2389]\d{7}$/;

/** The 9 digits after the country code (781234567), or undefined when this is not a Rwandan mobile number. */
export function nationalNumber(phone: string): string | undefined {
  let digits = phone.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('250')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return NATIONAL.test(digits) ? digits : undefined;
}

export const msisdn = (national: string) => `250${national}`;

/** What a client answers, without calling the provider, for a number no provider would take. */
export function invalidPhone(): SendOutcome {
  return {
    kind: 'refused',
    reason: 'payer_not_found',
    code: 'INVALID_PHONE',
    message: 'not a Rwandan mobile number',
  };
}
