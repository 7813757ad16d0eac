// What a new password must not be, beyond its length (OWASP ASVS 5.0 V6.2): a control character, the
// account's own name, a common or breached password. Every place that sets a password calls
// assertNewPasswordAllowed; signing in never does (docs/decisions/0014-sign-in-limits-and-passwords.md).
import { REGISTER_MESSAGES, type ErrorCode } from '@ikaze/domain';
import { DEMO_PASSWORD } from '../db/seed/users.ts';
import { commonPasswords, guessForm } from './common-passwords.ts';
import { badRequest } from './errors.ts';

/** Names shorter than this are not looked for inside a password: see the decision record. */
export const NAME_IN_PASSWORD_MIN_LENGTH = 3;

const CONTROL_CHARACTER = /\p{Cc}/u;

export interface PasswordOwner {
  username: string;
  email: string;
}

/** The names a password must not contain: the username and the email's local part, as compared. */
function ownerNames(owner: PasswordOwner): string[] {
  const localPart = owner.email.slice(0, Math.max(0, owner.email.lastIndexOf('@')));
  return [owner.username, localPart]
    .map((name) => guessForm(name.trim()))
    .filter((name) => name.length >= NAME_IN_PASSWORD_MIN_LENGTH);
}

/** The first rule a new password breaks, or undefined. */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<{ code: ErrorCode; message: string } | undefined> {
  if (CONTROL_CHARACTER.test(password)) {
    return { code: 'PASSWORD_CONTROL_CHARACTERS', message: REGISTER_MESSAGES.passwordControlCharacters };
  }
  const guessed = guessForm(password);
  if (ownerNames(owner).some((name) => guessed.includes(name))) {
    return { code: 'PASSWORD_CONTAINS_NAME', message: REGISTER_MESSAGES.passwordContainsName };
  }
  // The demo password is published with the project: the demo accounts keep it, nobody else may choose it,
  // nor a longer password built around it (a guesser tries the published one with a few letters added).
  if (guessed.includes(guessForm(DEMO_PASSWORD)) || (await commonPasswords()).has(guessed)) {
    return { code: 'PASSWORD_TOO_COMMON', message: REGISTER_MESSAGES.passwordTooCommon };
  }
  return undefined;
}

export async function assertNewPasswordAllowed(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw badRequest(problem.message, { code: problem.code, field: 'password' });
}
