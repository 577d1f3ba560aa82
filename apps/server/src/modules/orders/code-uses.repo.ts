import type { Db } from '../../db/database.ts';

// Discount code uses: what an order takes of a code, counted against its limits.

/**
 * One use of a discount code for an order: never twice per account, never past the code's
 * total uses (the UPDATE's condition). False, and nothing kept by the caller, when it is gone.
 */
export async function takeCodeUse(
  tx: Db,
  code: { id: number } | { code: string },
  use: { userId: number; orderId: number; amountCents: number },
): Promise<boolean> {
  const counted = await tx
    .updateTable('discount_codes')
    .set((eb) => ({ uses_count: eb('uses_count', '+', 1) }))
    .where((eb) => ('id' in code ? eb('id', '=', code.id) : eb('code', '=', code.code)))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses_count', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  if (!counted) return false;
  const taken = await tx
    .insertInto('discount_code_uses')
    .values({
      discount_code_id: counted.id,
      user_id: use.userId,
      order_id: use.orderId,
      amount_cents: use.amountCents,
    })
    .onConflict((oc) => oc.columns(['discount_code_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}
