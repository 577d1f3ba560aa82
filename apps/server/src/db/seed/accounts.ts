import type { Language } from '../types.ts';
import {
  IL_SEGNALIBRO,
  LIBRAIRIE_DU_QUAI,
  LIBRERIA_CENTRALE,
  LIBRERIA_DEL_PORTO,
  PAGINE_SPARSE,
} from './catalogue.ts';

// The demo accounts (docs/spec/api-contract.md §6 and docs/spec/marketplace.md §1). Plain data, the
// one definition: the seed creates them from it, and the server's tests, the bench and the
// end-to-end specs log in with it.

export const DEMO_PASSWORD = 'Scaffale-2026!';

export const DEMO_EMAILS = {
  mario: 'mario.rossi@example.com',
  giulia: 'giulia.bianchi@example.com',
  pa: 'acquisti@comune-esempio.it',
  jane: 'jane.doe@example.com',
  /** A second buyer of nothing in particular: the other side of a race for copies. */
  luca: 'luca.verdi@example.com',
  /** Buyers of one end-to-end spec each (the bookshop's area; the buyer's orders). */
  sara: 'sara.conti@example.com',
  elena: 'elena.marino@example.com',
  /** The packing slip's end-to-end buyer. */
  marta: 'marta.galli@example.com',
} as const;
export type DemoUserKey = keyof typeof DEMO_EMAILS;

/**
 * docs/spec/marketplace.md §1: one staff account per bookshop (email, bookshop, language) and the
 * administrator.
 */
export const DEMO_STAFF = [
  ['staff.centrale@example.com', LIBRERIA_CENTRALE, 'Carla', 'Conti', 'it'],
  ['staff.segnalibro@example.com', IL_SEGNALIBRO, 'Sergio', 'Sala', 'it'],
  ['staff.porto@example.com', LIBRERIA_DEL_PORTO, 'Paola', 'Porta', 'it'],
  ['staff.paginesparse@example.com', PAGINE_SPARSE, 'Piero', 'Sparta', 'it'],
  ['staff.quai@example.com', LIBRAIRIE_DU_QUAI, 'Claire', 'Dubois', 'fr'],
] as const satisfies readonly (readonly [string, string, string, string, Language])[];
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** The email of the staff account of the bookshop named `bookshop`. */
export function staffEmailOf(bookshop: string): string {
  const staff = DEMO_STAFF.find(([, shop]) => shop === bookshop);
  if (staff === undefined) throw new Error(`no demo staff account for ${bookshop}`);
  return staff[0];
}
