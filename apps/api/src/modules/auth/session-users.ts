// Who is behind a session cookie, kept in memory between requests (docs/decisions/0012-session-users.md): so that a
// signed-in request does not read its session and account from the database first, a round trip of its own.
// A kept session is forgotten the moment the database announces a change to its account or to any of the
// account's sessions (migration 0012: a sign-out elsewhere, a deactivation, a new role), and nothing is kept
// while the announcements do not reach this process (ChangeFeed.live).
import type { Db } from '../../db/client.ts';
import type { Change, ChangeFeed } from '../../lib/change-feed.ts';
import type { Account } from '../../db/accounts.ts';
import { hashToken, isCurrent, readSession, touchSession, type SessionRead } from '../../db/sessions.ts';

/** Sessions kept per process; the least recently used goes first. A session is ~1 KB. */
const MAX_SESSIONS = 20_000;

export class SessionUsers {
  private readonly kept = new Map<string, SessionRead>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Counts the account changes heard: a read that started before one is not kept. */
  private changesSeen = 0;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly maxSessions = MAX_SESSIONS,
  ) {
    changes.subscribe((change) => this.forget(change));
  }

  /** The active account behind a session token, or null when the session is unknown, expired or ended. */
  async user(token: string, now = new Date()): Promise<Account | null> {
    const tokenHash = hashToken(token);
    let session = this.kept.get(tokenHash);
    if (session && isCurrent(session, now)) {
      // Most recently used last: the Map's order is the eviction order.
      this.kept.delete(tokenHash);
      this.kept.set(tokenHash, session);
    } else {
      // Unknown here, or past an expiry by what was kept (another process may have slid it since): read it.
      const version = this.changesSeen;
      session = (await readSession(this.db, tokenHash, now)) ?? undefined;
      if (!session) {
        this.remove(tokenHash);
        return null;
      }
      if (version === this.changesSeen && this.changes.live) this.keep(tokenHash, session);
    }
    await touchSession(this.db, tokenHash, session, now);
    return session.user;
  }

  get size(): number {
    return this.kept.size;
  }

  private keep(tokenHash: string, session: SessionRead) {
    this.remove(tokenHash);
    // Shared by every request of this session until forgotten: nobody may change it in passing.
    Object.freeze(session.user);
    this.kept.set(tokenHash, session);
    let hashes = this.byUser.get(session.user.id);
    if (!hashes) this.byUser.set(session.user.id, (hashes = new Set()));
    hashes.add(tokenHash);
    for (const [oldest] of this.kept) {
      if (this.kept.size <= this.maxSessions) break;
      this.remove(oldest);
    }
  }

  private remove(tokenHash: string) {
    const session = this.kept.get(tokenHash);
    if (!session) return;
    this.kept.delete(tokenHash);
    const hashes = this.byUser.get(session.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(session.user.id);
  }

  private forget(change: Change) {
    if (change.kind !== 'users' && change.kind !== 'everything') return;
    this.changesSeen++;
    if (change.kind === 'everything' || change.ids === 'all') {
      this.kept.clear();
      this.byUser.clear();
      return;
    }
    for (const id of change.ids) for (const tokenHash of this.byUser.get(id) ?? []) this.remove(tokenHash);
  }
}
