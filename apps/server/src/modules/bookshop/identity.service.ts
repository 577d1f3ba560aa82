import type { z } from 'zod';
import {
  APPROVED_FIELDS,
  sameApproved,
  sellerIdentitySchema,
  WEEKDAY_COUNT,
  type SellerIdentity,
  type TimeRange,
} from '@scaffale/domain/seller-identity';
import type { Db } from '../../db/database.ts';
import {
  approvedColumns,
  approvedPart,
  immediateColumns,
} from '../../db/seller-identity-columns.ts';
import type { AppError, ErrorParams } from '../../http/errors.ts';
import { CatalogErrors } from '../catalog/errors.ts';
import type { Actor } from './bookshop.repo.ts';
import { IdentityErrors } from './errors.ts';
import {
  changedFields,
  decideChange,
  identityChanges,
  insertChange,
  lockIdentity,
  lockPendingChange,
  readIdentities,
  writeIdentity,
  type IdentityChangeView,
} from './identity.repo.ts';
import { oneBookshop } from './shelf.service.ts';

// A seller's identity (docs/spec/marketplace.md §8): the staff edit their bookshop's profile,
// the administrator any bookshop's. Contact, shop address and opening hours apply at once;
// the IBAN and the legal data become a change awaiting the administrator (a newer request
// replaces the one still waiting), except the administrator's own, approved as it is made.

/** What the profile page reads: every field, and the change awaiting approval. */
export interface ProfileView {
  bookshopId: number;
  identity: SellerIdentity;
  pendingChange: IdentityChangeView | null;
  /** The last change approved or rejected (a rejection's reason is for the staff to read). */
  lastDecidedChange: IdentityChangeView | null;
}

/** A week of opening hours as the wire sends it: a day by its number, 1 Monday … 7 Sunday. */
export interface OpeningDayInput {
  weekday: number;
  ranges: readonly TimeRange[];
}

type SchemaInput = z.input<typeof sellerIdentitySchema>;

/** The profile as the wire sends it: an address or the hours may be left out. */
export type ProfileInput = Omit<
  SchemaInput,
  'openingHours' | 'registeredAddress' | 'shopAddress'
> & {
  registeredAddress?: SchemaInput['registeredAddress'] | null;
  shopAddress?: SchemaInput['shopAddress'] | null;
  openingHours?: readonly OpeningDayInput[] | null;
};

/** Each message key of the domain's rules as its refusal. */
const REFUSALS: Record<string, (params?: ErrorParams, field?: string) => AppError> = {
  required: IdentityErrors.required,
  invalidEmail: IdentityErrors.invalidEmail,
  invalidPhone: IdentityErrors.invalidPhone,
  invalidCountry: IdentityErrors.invalidCountry,
  invalidProvince: IdentityErrors.invalidProvince,
  invalidCap: IdentityErrors.invalidCap,
  invalidCodiceFiscale: IdentityErrors.invalidTaxCode,
  invalidPartitaIva: IdentityErrors.invalidVatNumber,
  invalidSdi: IdentityErrors.invalidSdi,
  invalidIban: IdentityErrors.invalidIban,
  invalidHours: IdentityErrors.invalidHours,
  invalidCharacter: IdentityErrors.invalidCharacter,
};

/** The week, Monday first, from the days sent (a day not sent is closed); null: none sent. */
function weekOf(days: readonly OpeningDayInput[] | null | undefined): TimeRange[][] | null {
  if (days === null || days === undefined) return null;
  const week: TimeRange[][] = Array.from({ length: WEEKDAY_COUNT }, () => []);
  const seen = new Set<number>();
  for (const day of days) {
    if (!Number.isInteger(day.weekday) || day.weekday < 1 || day.weekday > WEEKDAY_COUNT) {
      throw IdentityErrors.invalidHours({}, 'openingHours');
    }
    if (seen.has(day.weekday)) throw IdentityErrors.invalidHours({}, 'openingHours');
    seen.add(day.weekday);
    week[day.weekday - 1] = day.ranges.map((range) => ({ from: range.from, to: range.to }));
  }
  return week;
}

/** The profile sent, checked by the domain's rules; refused on the first field at fault. */
export function parseProfile(input: ProfileInput): SellerIdentity {
  const parsed = sellerIdentitySchema.safeParse({
    ...input,
    registeredAddress: input.registeredAddress ?? {},
    shopAddress: input.shopAddress ?? {},
    openingHours: weekOf(input.openingHours),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.code === 'too_big' && typeof issue.maximum === 'number') {
    throw IdentityErrors.tooLong({ max: issue.maximum }, field);
  }
  const refuse = REFUSALS[issue?.message ?? ''] ?? IdentityErrors.invalidValue;
  throw refuse({}, field);
}

/** The profile of the caller's bookshop (the administrator's named one). */
export async function readProfile(
  db: Db,
  actor: Actor | null,
  named: number | null,
): Promise<ProfileView> {
  const { bookshopId } = await oneBookshop(db, actor, named);
  return profileOf(db, bookshopId);
}

async function profileOf(db: Db, bookshopId: number): Promise<ProfileView> {
  const [identities, changes] = await Promise.all([
    readIdentities(db, [bookshopId]),
    identityChanges(db, { bookshopId, pendingOnly: false }),
  ]);
  const identity = identities.get(bookshopId);
  if (!identity) throw CatalogErrors.bookshopNotFound();
  const decided = changes.filter((c) => c.status === 'approved' || c.status === 'rejected');
  return {
    bookshopId,
    identity,
    pendingChange: changes.find((c) => c.status === 'pending') ?? null,
    lastDecidedChange: decided.at(-1) ?? null,
  };
}

/**
 * Saves the profile of the caller's bookshop (the administrator's named one), in one
 * transaction under the bookshop's lock: what applies at once written and audited; a changed
 * IBAN or legal data a change awaiting the administrator (the administrator's applied).
 */
export async function updateProfile(
  db: Db,
  actor: Actor | null,
  input: ProfileInput,
  named: number | null,
): Promise<ProfileView> {
  const { who, bookshopId } = await oneBookshop(db, actor, named);
  const identity = parseProfile(input);
  await db.transaction().execute(async (tx) => {
    const before = await lockIdentity(tx, bookshopId);
    if (!before) throw CatalogErrors.bookshopNotFound();
    const immediate = changedFields(before, {
      pec: identity.pec,
      sdiCode: identity.sdiCode,
      contactEmail: identity.contactEmail,
      contactPhone: identity.contactPhone,
      shopAddress: identity.shopAddress,
      openingHours: identity.openingHours,
    });
    if (immediate) await writeIdentity(tx, who, bookshopId, immediateColumns(identity), immediate);
    const proposed = approvedPart(identity);
    if (sameApproved(proposed, approvedPart(before))) return;
    const pending = await lockPendingChange(tx, bookshopId);
    if (who.role === 'admin') {
      if (pending) await decideChange(tx, pending.id, who.userId, 'superseded');
      await insertChange(tx, who, bookshopId, proposed, true);
      await applyApproved(tx, who, bookshopId, before, proposed);
      return;
    }
    if (pending && sameApproved(pending.proposed, proposed)) return;
    if (pending) await decideChange(tx, pending.id, who.userId, 'superseded');
    await insertChange(tx, who, bookshopId, proposed, false);
  });
  return profileOf(db, bookshopId);
}

/** Writes an approved part over the one in force, audited (the fields it changed). */
export async function applyApproved(
  db: Db,
  by: Pick<Actor, 'userId' | 'role'>,
  bookshopId: number,
  before: SellerIdentity,
  proposed: ReturnType<typeof approvedPart>,
): Promise<void> {
  const audit = changedFields(
    approvedPart(before),
    Object.fromEntries(APPROVED_FIELDS.map((field) => [field, proposed[field]])),
  );
  if (audit) await writeIdentity(db, by, bookshopId, approvedColumns(proposed), audit);
}
