import { DEMO_ADMIN_EMAIL, DEMO_EMAILS } from '../db/seed/accounts.ts';

// The seeded demo accounts as the suites name them, taken from the seed's own definition
// (db/seed/accounts.ts): a test never writes an account's email or password itself. Typed
// `string`, as the emails written out were.

export { DEMO_PASSWORD, staffEmailOf } from '../db/seed/accounts.ts';

/** Two Italian addresses, billing persona NONE, has already used GIAUSATO. */
export const MARIO: string = DEMO_EMAILS.mario;
/** Professional billing (partita IVA), 25.00 € of store credit. */
export const GIULIA: string = DEMO_EMAILS.giulia;
/** The public administration: its billing record allows deferred payment (MANUAL). */
export const PA: string = DEMO_EMAILS.pa;
/** English, no saved address; a saved basket with a sold-out book and one on vacation. */
export const JANE: string = DEMO_EMAILS.jane;
/** A second buyer of nothing in particular: the other side of a race for copies. */
export const LUCA: string = DEMO_EMAILS.luca;
export const ADMIN: string = DEMO_ADMIN_EMAIL;
