// A part's discount codes spread over its lines: what each line was charged, which is what
// a rejection of that line gives back and what the mail says the parcel's line cost.

/**
 * What each line of a part cost after the discount codes: the part's discount spread over
 * its lines by line total, in whole cents, the remainder on the last line (so the shares
 * add up to the discount exactly). In the lines' order.
 */
export function linesAfterCodes(
  lines: readonly { line_total_cents: number }[],
  discountCents: number,
): number[] {
  const goods = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  if (goods <= 0 || discountCents <= 0) return lines.map((l) => l.line_total_cents);
  const discount = Math.min(discountCents, goods);
  let spread = 0;
  return lines.map((line, i) => {
    const share =
      i === lines.length - 1
        ? discount - spread
        : Math.floor((discount * line.line_total_cents) / goods);
    spread += share;
    return line.line_total_cents - share;
  });
}
