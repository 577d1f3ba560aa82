// Kept apart from addresses.ts, whose zod schemas the checkout's first download must not
// carry (docs/perf.md, the route budgets): a constant imported from there pulls them in.

/**
 * The delivery notes of an order (the checkout's 'Note aggiuntive per la consegna'):
 * docs/spec/checkout.md §3.3 shows no limit; the server keeps this many characters and refuses
 * more, never cutting.
 */
export const ORDER_NOTES_MAX_LENGTH = 2000;
