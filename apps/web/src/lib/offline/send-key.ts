// The Idempotency-Key of a send (docs/decisions/0030-offline-app.md): the same on every attempt of one request.

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
