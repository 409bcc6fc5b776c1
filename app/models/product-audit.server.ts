/**
 * The audit entry of a product saved through the product editor (the supplier's and the
 * operators' pages share it, app/forms/product-submission.server.ts), written in the save's
 * transaction: created with every field, or updated with the changed fields before → after.
 */
import type { Database } from "~/db/client.server";
import { changedFields, recordAudit } from "./audit-log.server";

export async function recordProductSave(
  db: Database,
  save: {
    actorId: string;
    companyId: string;
    productId: string;
    /** The product before the save; null for a new one. */
    before: Record<string, unknown> | null;
    after: Record<string, unknown> & { name: string };
  },
): Promise<void> {
  const changes = changedFields<Record<string, unknown>>(
    save.before ?? {},
    save.after,
    Object.keys(save.after),
  );
  if (save.before && Object.keys(changes).length === 0) return;
  await recordAudit(db, {
    actorId: save.actorId,
    action: save.before ? "product.updated" : "product.created",
    entityType: "product",
    entityId: save.productId,
    entityLabel: save.after.name,
    companyId: save.companyId,
    changes,
  });
}
