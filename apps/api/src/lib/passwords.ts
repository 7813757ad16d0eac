import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/** A hash to verify against when the account does not exist, so that timing does not reveal which usernames exist. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('not-a-real-password'));
