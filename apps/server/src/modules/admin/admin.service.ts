import { isUniqueViolation } from '../../db/errors.ts';
import { failedMail, requeueFailed } from '../mail/mail.repo.ts';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { parseDecimal } from '@scaffale/domain/money';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { PICKUP_MAX_WEIGHT_GRAMS, RATE_BANDS_GRAMS } from '../../db/seed/catalogue.ts';
import type { Language, OrderPartStatus } from '../../db/types.ts';
import { isLang } from '@scaffale/domain/languages';
import { sanitizeBanner } from '../../http/banners.ts';
import { HttpErrors, notLoggedIn } from '../../http/errors.ts';
import type { Actor, PartView } from '../bookshop/bookshop.repo.ts';
import { storeCreditOf } from '../orders/wallet.repo.ts';
import {
  adjustWallet,
  bookshopExists,
  closeBookshopRow,
  countryExists,
  deleteBannerRow,
  emailTaken,
  expireCodeRow,
  findAdminBookshop,
  findCodeRow,
  findUserIdByEmail,
  insertBanner,
  insertBookshopWithStaff,
  insertCode,
  insertStoreCreditEntry,
  ordersAwaitingTransfer,
  recordAdminEvent,
  searchOrders,
  updateBanner,
  usesOfCode,
  type AdminBookshopView,
  type AdminOrderRow,
  type BannerRow,
  type CodeUseRow,
  type DiscountCodeRow,
  type NewBookshop,
} from './admin.repo.ts';
import { AdminErrors } from './errors.ts';

// The administrator's rules: who may (the administrator alone), what is valid, and each
// change with its audit row in the same transaction.

/** The administrator calling; a visitor is NOT_LOGGED_IN, anyone else FORBIDDEN. */
export function requireAdmin(actor: Actor | null): Actor {
  if (!actor) throw notLoggedIn();
  if (actor.role !== 'admin') throw AdminErrors.forbidden();
  return actor;
}

/** A trimmed text of 1 to `max` characters. */
function requiredText(value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw AdminErrors.invalidText({ max });
  return trimmed;
}

/** A trimmed text of at most `max` characters, possibly empty. */
function optionalText(value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw AdminErrors.invalidText({ max });
  return trimmed;
}

const emailSchema = z.email().max(254);

function emailOf(value: string): string {
  const parsed = emailSchema.safeParse(value.trim().toLowerCase());
  if (!parsed.success) throw AdminErrors.invalidEmail();
  return parsed.data;
}

// --- Bookshops ---------------------------------------------------------------------------

export interface CreateBookshopInput {
  name: string;
  city: string;
  countryCode: string;
  description: string;
  staffEmail: string;
  staffFirstName: string;
  staffLastName: string;
}

/**
 * A new bookshop's shipping until its staff set their own: pickup, free (as every demo
 * bookshop's), and Standard at the demo Italian bookshops' rates (db/seed/catalogue.ts), to
 * its own country and to every other.
 */
const STANDARD_DOMESTIC_CENTS = [490, 690, 990, 1490] as const;
const STANDARD_ABROAD_CENTS = [1490, 1990, 2990, 4990] as const;

function defaultShipping(countryCode: string): Pick<NewBookshop, 'shippingTypes' | 'rates'> {
  const band = (dest: string | null, prices: readonly number[]) =>
    RATE_BANDS_GRAMS.map((max, i) => ({
      shipping_type: 'Standard' as const,
      dest_country: dest,
      max_weight_grams: max,
      price_cents: prices[i] ?? 0,
    }));
  return {
    shippingTypes: ['Shop_pickup', 'Standard'],
    rates: [
      {
        shipping_type: 'Shop_pickup',
        dest_country: null,
        max_weight_grams: PICKUP_MAX_WEIGHT_GRAMS,
        price_cents: 0,
      },
      ...band(countryCode, STANDARD_DOMESTIC_CENTS),
      ...band(null, STANDARD_ABROAD_CENTS),
    ],
  };
}

/** The staff account's language: its bookshop's country's, else English. */
function languageOf(countryCode: string): Language {
  const byCountry: Record<string, Language> = { IT: 'it', SM: 'it', FR: 'fr', ES: 'es' };
  return byCountry[countryCode] ?? 'en';
}

/** A password shown once: 96 random bits, URL-safe. */
function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface CreatedBookshop {
  bookshop: AdminBookshopView;
  staffEmail: string;
  oneTimePassword: string;
}

/**
 * Creates a bookshop with its default shipping and its first staff account, in one
 * transaction: the account's one-time password is answered once and kept only as its hash
 * (argon2id, as every account's: the login verifies it like any other).
 */
export async function createBookshop(
  db: Db,
  actor: Actor | null,
  input: CreateBookshopInput,
): Promise<CreatedBookshop> {
  const admin = requireAdmin(actor);
  const name = requiredText(input.name, 200);
  const city = requiredText(input.city, 100);
  const description = optionalText(input.description, 2000);
  const firstName = requiredText(input.staffFirstName, 100);
  const lastName = requiredText(input.staffLastName, 100);
  const staffEmail = emailOf(input.staffEmail);
  const countryCode = input.countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode) || !(await countryExists(db, countryCode)))
    throw AdminErrors.invalidCountry();
  if (await emailTaken(db, staffEmail)) throw AdminErrors.emailTaken();

  const password = oneTimePassword();
  const passwordHash = await hash(password, { algorithm: 2 });
  let bookshopId: number;
  try {
    bookshopId = await db.transaction().execute(async (tx) => {
      const created = await insertBookshopWithStaff(
        tx,
        { name, city, countryCode, description, ...defaultShipping(countryCode) },
        { email: staffEmail, firstName, lastName, language: languageOf(countryCode), passwordHash },
      );
      await recordAdminEvent(tx, admin.userId, 'bookshop_created', {
        bookshopId: created.bookshopId,
        name,
        staffEmail,
        staffUserId: created.staffUserId,
      });
      return created.bookshopId;
    });
  } catch (error) {
    // The same email taken meanwhile (users_email_key).
    if (isUniqueViolation(error)) throw AdminErrors.emailTaken();
    throw error;
  }
  const bookshop = await findAdminBookshop(db, bookshopId);
  if (!bookshop) throw new Error(`bookshop ${bookshopId} vanished after its creation`);
  return { bookshop, staffEmail, oneTimePassword: password };
}

/** Closes a bookshop for good: its books can no longer be bought (catalog's inVacationExpr). */
export async function closeBookshop(
  db: Db,
  actor: Actor | null,
  bookshopId: number,
): Promise<AdminBookshopView> {
  const admin = requireAdmin(actor);
  const outcome = await closeBookshopRow(db, admin.userId, bookshopId);
  if (outcome === 'missing') throw AdminErrors.bookshopNotFound();
  if (outcome === 'already') throw AdminErrors.bookshopClosed();
  const bookshop = await findAdminBookshop(db, bookshopId);
  if (!bookshop) throw AdminErrors.bookshopNotFound();
  return bookshop;
}

// --- Orders ------------------------------------------------------------------------------

export const ORDERS_PAGE_SIZE = 20;

/** An order as the administrator reads it (AdminOrder): with every one of its parts. */
export interface AdminOrderView extends AdminOrderRow {
  parts: PartView[];
}

export async function adminOrders(
  db: Db,
  actor: Actor | null,
  filter: { search: string | null; partStatus: OrderPartStatus | null; page: number | null },
): Promise<{ total: number; page: number; pageSize: number; orders: AdminOrderRow[] }> {
  requireAdmin(actor);
  const page = filter.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw HttpErrors.invalidValue();
  const search = filter.search === null ? null : optionalText(filter.search, 200) || null;
  const { total, orders } = await searchOrders(
    db,
    { search, partStatus: filter.partStatus },
    { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
  );
  return { total, page, pageSize: ORDERS_PAGE_SIZE, orders };
}

// --- Discount codes ----------------------------------------------------------------------

export interface CreateDiscountCodeInput {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percent: number | null;
  /** A decimal string; the Decimal argument is whatever the JSON held. */
  amount: unknown;
  bookshopId: number | null;
  maxUses: number | null;
  expiresAt: string | null;
}

const CODE = /^[A-Z0-9_-]{3,32}$/;
/** As the checkout reads it: trimmed, upper case (discounts.service). */
function codeOf(value: string): string {
  const code = value.trim().toUpperCase();
  if (!CODE.test(code)) throw AdminErrors.invalidCode();
  return code;
}

const MAX_AMOUNT_CENTS = 100_000_000;

/** YYYY-MM-DD (the end of that day, UTC) or an ISO date-time with its offset. */
function expiryOf(value: string): Date {
  const text = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const end = new Date(`${text}T23:59:59.999Z`);
    if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== text)
      throw AdminErrors.invalidDate();
    return end;
  }
  const parsed = z.iso.datetime({ offset: true }).safeParse(text);
  if (!parsed.success) throw AdminErrors.invalidDate();
  return new Date(parsed.data);
}

/** Creates a discount code the checkout applies like the seeded ones; audited. */
export async function createDiscountCode(
  db: Db,
  actor: Actor | null,
  input: CreateDiscountCodeInput,
): Promise<DiscountCodeRow> {
  const admin = requireAdmin(actor);
  const code = codeOf(input.code);
  let percent: number | null = null;
  let amountCents: number | null = null;
  if (input.kind === 'PERCENT') {
    percent = input.percent;
    if (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100)
      throw AdminErrors.invalidPercent();
  } else {
    amountCents = typeof input.amount === 'string' ? parseDecimal(input.amount) : null;
    if (amountCents === null || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS)
      throw AdminErrors.invalidAmount();
  }
  const maxUses = input.maxUses;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1_000_000))
    throw AdminErrors.invalidMaxUses();
  const expiresAt = input.expiresAt === null ? null : expiryOf(input.expiresAt);
  const bookshopId = input.bookshopId;
  if (bookshopId !== null && !(await bookshopExists(db, bookshopId)))
    throw AdminErrors.bookshopNotFound();
  if (await findCodeRow(db, code)) throw AdminErrors.codeTaken();

  try {
    await db.transaction().execute(async (tx) => {
      const id = await insertCode(tx, {
        code,
        kind: input.kind,
        percent,
        amount_cents: amountCents,
        bookshop_id: bookshopId,
        max_uses: maxUses,
        expires_at: expiresAt,
      });
      await recordAdminEvent(tx, admin.userId, 'discount_code_created', {
        codeId: id,
        code,
        kind: input.kind,
        percent,
        amountCents,
        bookshopId,
        maxUses,
        expiresAt: expiresAt?.toISOString() ?? null,
      });
    });
  } catch (error) {
    // Codes are kept upper case and unique: the same code, whatever its case, meanwhile.
    if (isUniqueViolation(error)) throw AdminErrors.codeTaken();
    throw error;
  }
  return foundCode(db, code);
}

async function foundCode(db: Db, code: string): Promise<DiscountCodeRow> {
  const row = await findCodeRow(db, code);
  if (!row) throw AdminErrors.codeNotFound();
  return row;
}

/** Expires the code now (its uses are kept): the checkout refuses it from then on. */
export async function expireDiscountCode(
  db: Db,
  actor: Actor | null,
  rawCode: string,
): Promise<DiscountCodeRow> {
  const admin = requireAdmin(actor);
  const code = rawCode.trim().toUpperCase();
  await db.transaction().execute(async (tx) => {
    const expired = await expireCodeRow(tx, code);
    if (!expired) throw AdminErrors.codeNotFound();
    await recordAdminEvent(tx, admin.userId, 'discount_code_expired', { codeId: expired.id, code });
  });
  return foundCode(db, code);
}

export async function discountCodeUses(
  db: Db,
  actor: Actor | null,
  rawCode: string,
): Promise<CodeUseRow[]> {
  requireAdmin(actor);
  const row = await findCodeRow(db, rawCode.trim().toUpperCase());
  if (!row) throw AdminErrors.codeNotFound();
  return usesOfCode(db, row.id);
}

// --- Store credit ------------------------------------------------------------------------

const MAX_ADJUSTMENT_CENTS = 10_000_000;

async function accountOf(db: Db, rawEmail: string): Promise<number> {
  const userId = await findUserIdByEmail(db, emailOf(rawEmail));
  if (userId === null) throw AdminErrors.accountNotFound();
  return userId;
}

/** The newest entries of an account's Borsellino the administrator sees. */
const ADMIN_STORE_CREDIT_PAGE = { limit: 200, offset: 0 };

export async function storeCreditAccount(db: Db, actor: Actor | null, email: string) {
  requireAdmin(actor);
  return storeCreditOf(db, await accountOf(db, email), ADMIN_STORE_CREDIT_PAGE);
}

/**
 * Adds (or, negative, takes) store credit with its reason: the Borsellino and its ledger
 * entry (signed by the administrator) and the audit row in one transaction; a conditional
 * update, so however many run at once the balance never goes below zero.
 */
export async function adjustStoreCredit(
  db: Db,
  actor: Actor | null,
  input: { email: string; amount: unknown; reason: string },
) {
  const admin = requireAdmin(actor);
  const amountCents = typeof input.amount === 'string' ? parseDecimal(input.amount) : null;
  if (amountCents === null || amountCents === 0 || Math.abs(amountCents) > MAX_ADJUSTMENT_CENTS)
    throw AdminErrors.invalidAmount();
  const reason = requiredText(input.reason, 500);
  const userId = await accountOf(db, input.email);
  await db.transaction().execute(async (tx) => {
    const balance = await adjustWallet(tx, userId, amountCents);
    if (balance === null) throw AdminErrors.storeCreditBelowZero();
    const entryId = await insertStoreCreditEntry(tx, {
      userId,
      amountCents,
      reason,
      adminId: admin.userId,
    });
    await recordAdminEvent(tx, admin.userId, 'store_credit_adjusted', {
      userId,
      email: emailOf(input.email),
      amountCents,
      reason,
      entryId,
      balanceCents: balance,
    });
  });
  return storeCreditOf(db, userId, ADMIN_STORE_CREDIT_PAGE);
}

// --- Banners -----------------------------------------------------------------------------

export interface BannerInput {
  position: 'header' | 'footer';
  language: string | null;
  html: string;
  active: boolean;
}

const BANNER_HTML_MAX = 10_000;

/**
 * Creates a banner (id null) or changes one. Its HTML is kept as the pages show it:
 * sanitised as the banner route does (http/banners.ts), which sanitises it again on reading.
 */
export async function saveBanner(
  db: Db,
  actor: Actor | null,
  id: number | null,
  input: BannerInput,
): Promise<BannerRow> {
  const admin = requireAdmin(actor);
  const language = input.language;
  if (language !== null && !isLang(language)) throw AdminErrors.invalidLanguage();
  const html = sanitizeBanner(requiredText(input.html, BANNER_HTML_MAX)).trim();
  if (html === '') throw AdminErrors.invalidText({ max: BANNER_HTML_MAX });
  const values = {
    position: input.position,
    language,
    html,
    active: input.active,
  } as const;
  return db.transaction().execute(async (tx) => {
    const row = id === null ? await insertBanner(tx, values) : await updateBanner(tx, id, values);
    if (!row) throw AdminErrors.bannerNotFound();
    await recordAdminEvent(tx, admin.userId, 'banner_saved', {
      bannerId: row.id,
      created: id === null,
      position: row.position,
      language: row.language,
      active: row.active,
    });
    return row;
  });
}

export async function deleteBanner(db: Db, actor: Actor | null, id: number): Promise<boolean> {
  const admin = requireAdmin(actor);
  await db.transaction().execute(async (tx) => {
    const row = await deleteBannerRow(tx, id);
    if (!row) throw AdminErrors.bannerNotFound();
    await recordAdminEvent(tx, admin.userId, 'banner_deleted', {
      bannerId: row.id,
      position: row.position,
      language: row.language,
      html: row.html,
    });
  });
  return true;
}

/** The orders waiting for a bank transfer, the nearest deadline first. */
export async function awaitingTransfers(db: Db, actor: Actor | null) {
  requireAdmin(actor);
  return ordersAwaitingTransfer(db);
}

// --- Mail the queue gave up on -----------------------------------------------------------

/** The messages the job queue gave up sending, newest first. */
export async function failedMessages(db: Db, actor: Actor | null) {
  requireAdmin(actor);
  return failedMail(db);
}

/** Queues a failed message again, with its audit row; NOT_FOUND when it has not failed. */
export async function retryFailedMessage(db: Db, actor: Actor | null, id: number): Promise<true> {
  const admin = requireAdmin(actor);
  if (!(await requeueFailed(db, id))) throw AdminErrors.mailNotFound();
  await recordAdminEvent(db, admin.userId, 'mail_retried', { messageId: id });
  return true;
}
