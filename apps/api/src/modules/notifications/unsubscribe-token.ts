// Unsubscribe links (docs/decisions/0026-jobs-outbox-and-email.md): a token naming a user and a kind, signed with
// HMAC-SHA256 by a key the install made for itself (app_secrets, migration 0022) so every API process checks
// what any of them signed. It never expires: an old email's link still works.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

const SECRET_NAME = 'unsubscribe';
const keys = new WeakMap<object, Promise<string>>();

/** The signing key, read once per database handle. */
export function unsubscribeKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, SECRET_NAME))
      .then(([row]) => {
        if (!row) throw new Error('The unsubscribe key is missing (migration 0022)');
        return row.value;
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribeToken(key: string, userId: number, kind: NotificationKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The user and kind a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(
  key: string,
  token: string,
): { userId: number; kind: NotificationKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(key, `${id}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const userId = Number(id);
  if (userId > 2_147_483_647) return null;
  return { userId, kind: kind as NotificationKind };
}
