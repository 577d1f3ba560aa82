import { mulDivHalfUp, type Cents } from './money.ts';

// The cart totals of docs/spec/pricing-and-orders.md §4, as pure functions: the server calls them
// for getRealCartTotals and again, inside the order transaction, for createOrder.

export interface BookshopGoods {
  bookshopId: number;
  /** Sum of the available lines' totals (discounted unit price × qty). */
  goodsCents: Cents;
  /**
   * How much codes may take off these goods: the goods less every line's floor under the
   * book-price law (book-price.ts).
   */
  roomCents: Cents;
  /** null: no shipping to the destination (the totals cannot be given). */
  shippingCents: Cents | null;
}

export type DiscountRule =
  | { code: string; kind: 'PERCENT'; percent: number; bookshopId: number | null }
  | { code: string; kind: 'FIXED'; amountCents: Cents; bookshopId: number | null };

export type DiscountRefusal = 'NOT_VALID_FOR_BOOKSHOP' | 'EXCEEDS_BOOKSHOP_TOTAL';

export interface AppliedDiscount {
  code: string;
  /** The bookshop it applies to; null for a percentage on the whole basket. */
  bookshopId: number | null;
  /** The bookshop that issued it (its discount lowers that bookshop's sale); null: the platform. */
  issuerBookshopId: number | null;
  valueCents: Cents;
  /** Per bookshop, for the order parts. */
  byBookshop: Map<number, Cents>;
  /** The book-price law kept it below what it would otherwise have taken. */
  cappedByLaw: boolean;
}

export interface CartTotals {
  // The wire calls these merce, sconto, costoSpedizione, borsellino, totale and imposta
  // (SPEC's getRealCartTotals); the resolver maps them.
  /** Goods after discount codes. */
  goods: Cents;
  /** Discount codes' total. */
  discount: Cents;
  shipping: Cents;
  /** Store credit applied: at most what is left to pay. */
  storeCredit: Cents;
  /** goods + shipping − storeCredit. */
  total: Cents;
  /** VAT included: books 4%, shipping 22%. */
  vat: Cents;
  discounts: AppliedDiscount[];
  byBookshop: Map<number, PartTotals>;
}

/** A bookshop's part of the totals: goods before codes, every code's share, its own codes'. */
export interface PartTotals {
  goods: Cents;
  discount: Cents;
  /** What the bookshop's own codes took (part of discount): its cost, not the platform's. */
  bookshopDiscount: Cents;
  shipping: Cents;
}

export const BOOK_VAT_PERCENT = 4;
export const SHIPPING_VAT_PERCENT = 22;

/** The bookshop a fixed-amount code goes to: its own, else the one with the most goods. */
function fixedTarget(
  rule: DiscountRule,
  shops: readonly BookshopGoods[],
): BookshopGoods | undefined {
  if (rule.bookshopId !== null) return shops.find((s) => s.bookshopId === rule.bookshopId);
  return [...shops].sort((a, b) => b.goodsCents - a.goodsCents || a.bookshopId - b.bookshopId)[0];
}

/**
 * Whether a code can apply to these goods. Checked when a code is added and again at every
 * totals call (a code that stops applying is removed).
 */
export function checkDiscount(
  rule: DiscountRule,
  shops: readonly BookshopGoods[],
): DiscountRefusal | null {
  const withGoods = shops.filter((s) => s.goodsCents > 0);
  if (rule.bookshopId !== null && !withGoods.some((s) => s.bookshopId === rule.bookshopId)) {
    return 'NOT_VALID_FOR_BOOKSHOP';
  }
  if (rule.kind === 'FIXED') {
    const target = fixedTarget(rule, withGoods);
    if (!target || rule.amountCents > target.goodsCents) return 'EXCEEDS_BOOKSHOP_TOTAL';
  }
  return null;
}

/**
 * Applies the codes in order. A bookshop's discounts never exceed its goods, nor take a line
 * below its floor under the book-price law (its room): a later code gets only what is left,
 * and a code the law stopped short says so (cappedByLaw).
 */
export function applyDiscounts(
  rules: readonly DiscountRule[],
  shops: readonly BookshopGoods[],
): AppliedDiscount[] {
  const goodsLeft = new Map(shops.map((s) => [s.bookshopId, s.goodsCents]));
  const roomLeft = new Map(shops.map((s) => [s.bookshopId, s.roomCents]));
  return rules.map((rule) => {
    const byBookshop = new Map<number, Cents>();
    let cappedByLaw = false;
    const take = (bookshopId: number, wanted: Cents) => {
      const goods = goodsLeft.get(bookshopId) ?? 0;
      const room = roomLeft.get(bookshopId) ?? 0;
      const amount = Math.max(0, Math.min(wanted, goods, room));
      if (Math.min(wanted, goods) > amount) cappedByLaw = true;
      goodsLeft.set(bookshopId, goods - amount);
      roomLeft.set(bookshopId, room - amount);
      if (amount > 0) byBookshop.set(bookshopId, amount);
    };
    if (rule.kind === 'PERCENT') {
      for (const shop of shops) {
        if (rule.bookshopId === null || rule.bookshopId === shop.bookshopId) {
          take(shop.bookshopId, mulDivHalfUp(shop.goodsCents, rule.percent, 100));
        }
      }
    } else {
      const target = fixedTarget(rule, shops);
      if (target) take(target.bookshopId, rule.amountCents);
    }
    const valueCents = [...byBookshop.values()].reduce((a, b) => a + b, 0);
    const bookshopId =
      rule.kind === 'FIXED' ? (fixedTarget(rule, shops)?.bookshopId ?? null) : rule.bookshopId;
    return {
      code: rule.code,
      bookshopId,
      issuerBookshopId: rule.bookshopId,
      valueCents,
      byBookshop,
      cappedByLaw,
    };
  });
}

/** The totals; null when some bookshop cannot ship to the destination. */
export function computeTotals(
  shops: readonly BookshopGoods[],
  rules: readonly DiscountRule[],
  storeCreditCents: Cents,
): CartTotals | null {
  if (shops.some((s) => s.shippingCents === null)) return null;
  const discounts = applyDiscounts(rules, shops);
  const byBookshop = new Map<number, PartTotals>();
  for (const shop of shops) {
    const shareOf = (d: AppliedDiscount) => d.byBookshop.get(shop.bookshopId) ?? 0;
    const discount = discounts.reduce((sum, d) => sum + shareOf(d), 0);
    const bookshopDiscount = discounts
      .filter((d) => d.issuerBookshopId === shop.bookshopId)
      .reduce((sum, d) => sum + shareOf(d), 0);
    byBookshop.set(shop.bookshopId, {
      goods: shop.goodsCents,
      discount,
      bookshopDiscount,
      shipping: shop.shippingCents ?? 0,
    });
  }
  const parts = [...byBookshop.values()];
  const discount = parts.reduce((sum, p) => sum + p.discount, 0);
  const goods = parts.reduce((sum, p) => sum + p.goods, 0) - discount;
  const shipping = parts.reduce((sum, p) => sum + p.shipping, 0);
  const due = goods + shipping;
  const storeCredit = Math.max(0, Math.min(storeCreditCents, due));
  const vat =
    mulDivHalfUp(goods, BOOK_VAT_PERCENT, 100 + BOOK_VAT_PERCENT) +
    mulDivHalfUp(shipping, SHIPPING_VAT_PERCENT, 100 + SHIPPING_VAT_PERCENT);
  return {
    goods,
    discount,
    shipping,
    storeCredit,
    total: due - storeCredit,
    vat,
    discounts,
    byBookshop,
  };
}
