// The admins' audit log as admins read it: newest first, filtered by action, actor or target, paged in the
// database like the other admin lists (docs/decisions/0031-your-data.md, docs/decisions/0009-list-filters.md).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.actorId !== undefined) conditions.push(eq(adminAuditLog.actorId, query.actorId));
  if (query.targetType) conditions.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId !== undefined) conditions.push(eq(adminAuditLog.targetId, query.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, actorName: users.username, actorDeletedAt: users.deletedAt })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAuditLog)
      .where(where),
  ]);
  const entries: AuditEntry[] = rows.map(({ entry, actorName, actorDeletedAt }) => ({
    id: entry.id,
    action: entry.action,
    actorId: entry.actorId,
    // A deleted account's placeholder username is no name: the screen shows 'Deleted account'.
    actorName: actorDeletedAt ? null : actorName,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
