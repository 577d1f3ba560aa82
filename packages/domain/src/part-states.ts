// An order part's states (docs/spec/order-parts-and-refunds.md) as one explicit machine:
// every move of `order_parts.status`, whoever makes it, is one of these (the server's
// orders/part-moves.ts refuses any other). Who may make each move is checked by the
// module that asks for it; the move itself is a compare-and-set on the part's status.

export const PART_STATUSES = [
  'AWAITING_PAYMENT',
  'TO_CONFIRM',
  'ACCEPTED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COLLECTED',
  'REJECTED',
  'CANCELLED',
] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/**
 * From each state, the states a part may move to:
 * - AWAITING_PAYMENT: its order's own moves — paid or deferred (TO_CONFIRM), cancelled
 *   unpaid: expired, replaced, or by its buyer (CANCELLED);
 * - TO_CONFIRM: the staff accept it, or reject copies of its lines (REJECTED when none is
 *   left, else it stays TO_CONFIRM), its buyer or its deadline cancel it (CANCELLED);
 * - ACCEPTED, READY_FOR_PICKUP: the staff ship it or hand it over;
 * - CANCELLED: a late payment revives its order (placed again, TO_CONFIRM);
 * - SHIPPED, COLLECTED, REJECTED: final.
 */
export const PART_TRANSITIONS: Readonly<Record<PartStatus, readonly PartStatus[]>> = {
  AWAITING_PAYMENT: ['TO_CONFIRM', 'CANCELLED'],
  TO_CONFIRM: ['ACCEPTED', 'TO_CONFIRM', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['SHIPPED', 'READY_FOR_PICKUP'],
  SHIPPED: [],
  READY_FOR_PICKUP: ['COLLECTED'],
  COLLECTED: [],
  REJECTED: [],
  CANCELLED: ['TO_CONFIRM'],
};

export function isPartStatus(value: unknown): value is PartStatus {
  return typeof value === 'string' && (PART_STATUSES as readonly string[]).includes(value);
}

export function canMovePart(from: PartStatus, to: PartStatus): boolean {
  return PART_TRANSITIONS[from].includes(to);
}

/** The states a part may reach `to` from, in PART_STATUSES' order. */
export function allowedFrom(to: PartStatus): PartStatus[] {
  return PART_STATUSES.filter((from) => canMovePart(from, to));
}

/** The one state a staff move to `to` leaves (throws where there is not exactly one). */
export function partStatusBefore(to: PartStatus): PartStatus {
  const from = allowedFrom(to);
  if (from.length !== 1 || from[0] === undefined)
    throw new Error(`no single part state moves to ${to}`);
  return from[0];
}

/**
 * A part still moving, and what it waits for: its payment (AWAITING_PAYMENT, moved by its
 * order's statements), its bookshop's confirmation (TO_CONFIRM, which may still end in a
 * refund), or its books to be shipped or collected (ACCEPTED, READY_FOR_PICKUP). Every
 * other state is final: SHIPPED, COLLECTED, REJECTED, CANCELLED (unless a late payment
 * revives its order).
 */
export const PART_WAITING_FOR = {
  AWAITING_PAYMENT: 'payment',
  TO_CONFIRM: 'confirmation',
  ACCEPTED: 'delivery',
  READY_FOR_PICKUP: 'delivery',
} as const satisfies Partial<Record<PartStatus, string>>;
