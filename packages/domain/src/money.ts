// Money is integer cents inside the code and a decimal string ("12.50") on the wire.
// No floating point touches an amount.

export type Cents = number;

const DECIMAL = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250; null for anything that is not a plain decimal with up to two places. */
export function parseDecimal(text: string): Cents | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  // "-0.00" is zero, not -0 (which Object.is and a few formatters tell apart).
  return minus && cents !== 0 ? -cents : cents;
}

/** 1250 → "12.50". */
export function toDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`not an integer amount of cents: ${value}`);
}

/** a × numerator / denominator, rounded half-up (away from zero for halves), in integers. */
export function mulDivHalfUp(amount: Cents, numerator: number, denominator: number): Cents {
  assertCents(amount);
  const product = amount * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError('amount too large');
  const sign = Math.sign(product) * Math.sign(denominator) < 0 ? -1 : 1;
  const p = Math.abs(product);
  const d = Math.abs(denominator);
  const quotient = Math.trunc(p / d);
  const remainder = p - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient);
}

/**
 * Unit price after a percentage discount, rounded half-up to the cent
 * (docs/spec/pricing-and-orders.md §1).
 */
export function discountedUnitPrice(priceCents: Cents, discountPercent: number): Cents {
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discount percent out of range: ${discountPercent}`);
  }
  return priceCents - mulDivHalfUp(priceCents, discountPercent, 100);
}

export function lineTotal(priceCents: Cents, discountPercent: number, qty: number): Cents {
  return discountedUnitPrice(priceCents, discountPercent) * qty;
}
