// What the administrator types, as the wire carries it.

const AMOUNT = /^(-)?(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** An amount as a person types it ("5", "5,5", "-10.00") as a wire decimal ("5.50"); null if it is none. */
export function decimalOf(text: string): string | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minus = '', units = '0', fraction = ''] = match;
  return `${minus}${Number(units)}.${fraction.padEnd(2, '0')}`;
}

/** The calendar day of an ISO date-time ("2026-08-15T…" → "2026-08-15"), for formatDate. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

const PERCENT = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** The highest commission a bookshop may be charged, percent (the server's setCommission). */
export const MAX_COMMISSION_PERCENT = 50;

/**
 * A commission as a person types it ("12", "12,5", "7.25") as a wire decimal ("12.50"): 0 to
 * 50, two decimals at most; null if it is none.
 */
export function percentOf(text: string): string | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  const hundredths = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths > MAX_COMMISSION_PERCENT * 100) return null;
  return `${Number(units)}.${fraction.padEnd(2, '0')}`;
}
