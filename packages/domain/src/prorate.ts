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
  const shares = weights.map((weight, index) => {
    const product = total * weight;
    if (!Number.isSafeInteger(product)) throw new RangeError('amount too large');
    const whole = Math.floor(product / sum);
    return { index, whole, remainder: product - whole * sum };
  });
  // The cents the floors left over go one each to the largest remainders, the earlier
  // piece first on a tie.
  let left = total - shares.reduce((a, share) => a + share.whole, 0);
  const pieces: Cents[] = shares.map((share) => share.whole);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    pieces[share.index] = share.whole + 1;
    left -= 1;
  }
  return pieces;
}
