import { assertCents, type Cents } from './money.ts';

/**
 * Splits `total` cents into whole-cent pieces proportional to `weights` by the
 * largest-remainder rule: each piece first gets the whole cents of its exact share
 * (total × weight / Σweights, rounded down), then the cents still left go one each to the
 * pieces with the largest fractions, the earlier piece first on a tie. So the pieces add up
 * to the total exactly, each is within one cent of its exact share, a weight of zero gets
 * nothing and a larger weight never gets less. The one rule for spreading money over parts
 * of a whole: a part's discount over its lines, a line's charge over its copies.
 */
export function prorate(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total);
  if (total < 0) throw new RangeError(`cannot prorate a negative amount: ${total}`);
  for (const weight of weights)
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`not a whole, non-negative weight: ${weight}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError(`nothing to spread ${total} over`);
  }
  const pieces: Cents[] = [];
  const remainders: number[] = [];
  for (const weight of weights) {
    const product = total * weight;
    if (!Number.isSafeInteger(product)) throw new RangeError('amount too large');
    const whole = Math.floor(product / sum);
    pieces.push(whole);
    remainders.push(product - whole * sum);
  }
  let left = total - pieces.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((_, i) => i)
    .sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const i of byRemainder) {
    if (left === 0) break;
    pieces[i] = (pieces[i] ?? 0) + 1;
    left -= 1;
  }
  return pieces;
}
