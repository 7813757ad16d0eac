// A property's tax settings (docs/taxes.md#settings): its host says whether they charge VAT and gives the TIN; an
// admin checks it. A host's change clears the check, an admin's save is the check. Stays already booked keep the
// division they were sold with.
import { eq } from 'drizzle-orm';
import { PROPERTY_MESSAGES, type PropertyTax, type PropertyTaxInput } from '@ikaze/domain';
import type { Account } from '../../db/accounts.ts';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toPropertyTax } from '../properties/index.ts';

export async function savePropertyTax(
  db: Db,
  viewer: Account,
  propertyId: number,
  input: PropertyTaxInput,
): Promise<PropertyTax> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hostId: properties.hostId, tin: properties.tin, vatRegistered: properties.vatRegistered })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
    const admin = viewer.role === 'admin';
    if (!admin && row.hostId !== viewer.id) throw notFound(PROPERTY_MESSAGES.notFound);
    const tin = input.tin ?? null;
    const unchanged = row.tin === tin && row.vatRegistered === input.vatRegistered;
    const [saved] = await tx
      .update(properties)
      .set({
        vatRegistered: input.vatRegistered,
        tin,
        // An admin's save checks it; a host's change waits for an admin again.
        ...(admin ? { taxCheckedAt: new Date() } : unchanged ? {} : { taxCheckedAt: null }),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, propertyId))
      .returning();
    return toPropertyTax(saved!);
  });
}
