import type { Lang } from '../config/languages';
import { formatEur, parseCents } from './money';

// How an order's total is paid, as the order pages show it: the Borsellino is one way of
// paying the order's value, the payment method the other (docs/spec/mail-and-pages.md §3).

export interface PaidWay {
  way: 'wallet' | 'method';
  /** Decimal EUR, as the server sent it. */
  amount: string;
}

/**
 * The Borsellino's share, then the payment method's: each when it paid something, the
 * method alone when nothing did (an order of nothing to pay).
 */
export function paidWays(amounts: { storeCredit: string; paidByMethod: string }): PaidWay[] {
  const ways: PaidWay[] = [];
  if (parseCents(amounts.storeCredit) !== 0)
    ways.push({ way: 'wallet', amount: amounts.storeCredit });
  if (parseCents(amounts.paidByMethod) !== 0 || ways.length === 0)
    ways.push({ way: 'method', amount: amounts.paidByMethod });
  return ways;
}

/**
 * The order's payment in a few words: the one way that paid it ('Carta di credito'), or each
 * way with its share ('Borsellino 3,00 € + Carta di credito 6,50 €').
 */
export function paymentInWords(
  amounts: { storeCredit: string; paidByMethod: string },
  names: { wallet: string; method: string },
  lang: Lang,
): string {
  const ways = paidWays(amounts);
  const [only] = ways;
  if (ways.length === 1 && only) return names[only.way];
  return ways.map((w) => `${names[w.way]} ${formatEur(w.amount, lang)}`).join(' + ');
}
