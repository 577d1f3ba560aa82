import type { Translate } from '../i18n/translate';

// What moved a Borsellino, in the page's language: the same words for the buyer's account
// page and the administrator's (the areas' strings, `storeCreditKinds`).

const KIND_KEYS = {
  ORDER_PAID: 'storeCreditKinds.ORDER_PAID',
  ORDER_CANCELLED: 'storeCreditKinds.ORDER_CANCELLED',
  ORDER_REVIVED: 'storeCreditKinds.ORDER_REVIVED',
  PART_REFUNDED: 'storeCreditKinds.PART_REFUNDED',
  ADJUSTMENT: 'storeCreditKinds.ADJUSTMENT',
} as const;

export type StoreCreditKind = keyof typeof KIND_KEYS;

/** An entry's movement in words; an adjustment with the words it was given. */
export function storeCreditMovement(
  entry: { kind: StoreCreditKind; reason: string },
  t: Translate,
): string {
  return t(KIND_KEYS[entry.kind], { reason: entry.reason });
}
