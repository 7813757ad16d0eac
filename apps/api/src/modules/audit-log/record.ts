// One row of the admins' audit log (docs/decisions/0031-your-data.md), written by the caller inside the transaction
// of the action it records, so that an action and its record are committed together or not at all.
import type { AuditAction, AuditTargetType } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';

export type AuditEntryInput = {
  actorId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number;
  /** Ids and states only (a status before and after, the names of the fields changed): never personal data. */
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditEntryInput): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...entry, details: entry.details ?? {} });
}
