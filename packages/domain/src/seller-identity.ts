import { z } from 'zod';
import type { AddressMessageKey } from './addresses.ts';
import { compactIban, isValidIban } from './iban.ts';
import { isValidCap, isValidCodiceFiscale, isValidProvinceCode, isValidSdiCode } from './italy.ts';
import { normaliseVatNumber } from './vat-number.ts';

// A bookshop's identity as a seller (docs/spec/marketplace.md §8): who it is in law (legal
// name, VAT number, tax code, registered office), where it is paid (IBAN), how invoices and
// certified mail reach it (SDI code, PEC), how buyers reach it (contact, shop address and
// opening hours). One schema for the staff's form and the server: each refusal is on the
// field at fault with a message key both sides translate. Empty texts become null: every
// field may be missing for a bookshop that has not filled its profile in yet.

/** The fields that change only when the administrator approves (the IBAN and the legal data). */
export const APPROVED_FIELDS = [
  'legalName',
  'vatNumber',
  'taxCode',
  'registeredAddress',
  'iban',
] as const;
export type ApprovedField = (typeof APPROVED_FIELDS)[number];

/** Monday first, as the days of opening hours are kept (index 0 = Monday … 6 = Sunday). */
export const WEEKDAY_COUNT = 7;
/** At most this many opening ranges a day (a morning, an afternoon, an evening…). */
export const MAX_RANGES_A_DAY = 3;

export const IDENTITY_LIMITS = {
  legalName: 200,
  street: 100,
  postalCode: 16,
  city: 64,
  province: 64,
  email: 254,
  phone: 32,
} as const;

/** A time of day as 'HH:MM', 00:00 to 23:59 (a range's end may be 24:00). */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TimeRange {
  from: string;
  to: string;
}
/** Seven days, Monday first; a day without ranges is closed. */
export type OpeningHours = TimeRange[][];

const timeRangeSchema = z
  .object({
    from: z.string().trim().regex(HH_MM, 'invalidHours'),
    to: z
      .string()
      .trim()
      .refine((v) => HH_MM.test(v) || v === '24:00', 'invalidHours'),
  })
  // Compared as text, which orders 'HH:MM' as times; a badly written time is refused above.
  .refine((range) => !HH_MM.test(range.from) || range.from < range.to, {
    message: 'invalidHours',
    path: ['to'],
  });

const daySchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_A_DAY, 'invalidHours')
  .refine(
    (ranges) => ranges.every((range, i) => i === 0 || (ranges[i - 1]?.to ?? '') <= range.from),
    'invalidHours',
  );

export const openingHoursSchema = z.array(daySchema).length(WEEKDAY_COUNT, 'invalidHours');

/** Whether a value read back from the database is a week of opening hours. */
export function openingHoursOf(value: unknown): OpeningHours | null {
  const parsed = openingHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A trimmed text, '' for none; null when empty once trimmed. */
const optional = (max: number) =>
  z
    .string('invalidValue')
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const PHONE = /^\+?[0-9][0-9 ./-]{5,}$/;
const emailCheck = z.string().email();

export const registeredAddressSchema = z.object({
  street: optional(IDENTITY_LIMITS.street),
  postalCode: optional(IDENTITY_LIMITS.postalCode),
  city: optional(IDENTITY_LIMITS.city),
  province: optional(IDENTITY_LIMITS.province).transform((v) => v?.toUpperCase() ?? null),
  country: optional(2).transform((v) => v?.toUpperCase() ?? null),
});
export type RegisteredAddress = z.output<typeof registeredAddressSchema>;

export const shopAddressSchema = z.object({
  street: optional(IDENTITY_LIMITS.street),
  postalCode: optional(IDENTITY_LIMITS.postalCode),
  city: optional(IDENTITY_LIMITS.city),
});
export type ShopAddress = z.output<typeof shopAddressSchema>;

/**
 * The staff's profile form as it is sent. Rules: an Italian VAT number by its check digit
 * (another country's by its shape), the tax code a person's 16 characters or a company's
 * 11 digits, the IBAN by its check digits, the SDI code seven letters or digits, the PEC
 * and contact email addresses, a registered address whole once begun (province from the
 * list and CAP of five digits in Italy), opening hours seven days of ordered ranges.
 */
export const sellerIdentitySchema = z
  .object({
    legalName: optional(IDENTITY_LIMITS.legalName),
    vatNumber: optional(20),
    taxCode: optional(16).transform((v) => v?.toUpperCase() ?? null),
    registeredAddress: registeredAddressSchema,
    iban: optional(42).transform((v) => (v ? compactIban(v) : null)),
    pec: optional(IDENTITY_LIMITS.email),
    sdiCode: optional(7).transform((v) => v?.toUpperCase() ?? null),
    contactEmail: optional(IDENTITY_LIMITS.email),
    contactPhone: optional(IDENTITY_LIMITS.phone),
    shopAddress: shopAddressSchema,
    openingHours: openingHoursSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: AddressMessageKey) =>
      ctx.addIssue({ code: 'custom', path, message });
    const address = value.registeredAddress;
    const country = address.country ?? 'IT';
    if (value.vatNumber && normaliseVatNumber(value.vatNumber, country) === null) {
      issue(['vatNumber'], 'invalidPartitaIva');
    }
    if (value.taxCode && !isValidCodiceFiscale(value.taxCode)) {
      issue(['taxCode'], 'invalidCodiceFiscale');
    }
    if (value.iban && !isValidIban(value.iban)) issue(['iban'], 'invalidIban');
    if (value.sdiCode && !isValidSdiCode(value.sdiCode)) issue(['sdiCode'], 'invalidSdi');
    for (const field of ['pec', 'contactEmail'] as const) {
      const email = value[field];
      if (email && !emailCheck.safeParse(email).success) issue([field], 'invalidEmail');
    }
    if (value.contactPhone && !PHONE.test(value.contactPhone)) {
      issue(['contactPhone'], 'invalidPhone');
    }
    // The country alone (a form fills it in with the bookshop's) begins nothing.
    const begun = [address.street, address.postalCode, address.city, address.province].some(
      (v) => v !== null,
    );
    if (begun) {
      for (const field of ['street', 'postalCode', 'city', 'country'] as const) {
        if (!address[field]) issue(['registeredAddress', field], 'required');
      }
    }
    if (address.country && !/^[A-Z]{2}$/.test(address.country)) {
      issue(['registeredAddress', 'country'], 'invalidCountry');
    }
    if (begun && address.country === 'IT') {
      if (!address.province) issue(['registeredAddress', 'province'], 'required');
      else if (!isValidProvinceCode(address.province)) {
        issue(['registeredAddress', 'province'], 'invalidProvince');
      }
      if (address.postalCode && !isValidCap(address.postalCode)) {
        issue(['registeredAddress', 'postalCode'], 'invalidCap');
      }
    }
  })
  .transform((value) => ({
    ...value,
    vatNumber: value.vatNumber
      ? normaliseVatNumber(value.vatNumber, value.registeredAddress.country ?? 'IT')
      : null,
  }));

export type SellerIdentityInput = z.input<typeof sellerIdentitySchema>;
export type SellerIdentity = z.output<typeof sellerIdentitySchema>;

/** The approved part of an identity: what a change awaiting the administrator carries. */
export type ApprovedIdentity = Pick<SellerIdentity, ApprovedField>;

/**
 * A value as text whatever the order of its objects' keys (a jsonb column gives them back in
 * its own order): what tells two identities' fields the same.
 */
export function canonicalText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether two approved parts say the same (the new values of a change against the kept). */
export function sameApproved(a: ApprovedIdentity, b: ApprovedIdentity): boolean {
  return APPROVED_FIELDS.every((field) => canonicalText(a[field]) === canonicalText(b[field]));
}
