import {
  sellerIdentitySchema,
  WEEKDAY_COUNT,
  type SellerIdentity,
  type TimeRange,
} from '@scaffale/domain/seller-identity';

// The staff's profile form (docs/spec/marketplace.md §8): every field a text, a day's hours
// written as '09:30-13:00, 15:30-19:30' (empty: closed), checked by the domain's schema the
// server uses too; a refusal is put on the form's field its path names.

export interface ProfileFormValues {
  legalName: string;
  vatNumber: string;
  taxCode: string;
  registeredAddress: {
    street: string;
    postalCode: string;
    city: string;
    province: string;
    country: string;
  };
  iban: string;
  pec: string;
  sdiCode: string;
  contactEmail: string;
  contactPhone: string;
  shopAddress: { street: string; postalCode: string; city: string };
  /** Monday first: a day's ranges as text. */
  hours: string[];
}

interface Address {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province?: string | null;
  country?: string | null;
}

export interface ProfileSource {
  legalName: string | null;
  vatNumber: string | null;
  taxCode: string | null;
  registeredAddress: Address | null;
  iban: string | null;
  pec: string | null;
  sdiCode: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  shopAddress: Address | null;
  openingHours: readonly { weekday: number; ranges: readonly TimeRange[] }[] | null;
}

/** A day's ranges as the form writes them. */
export function hoursText(ranges: readonly TimeRange[]): string {
  return ranges.map((range) => `${range.from}-${range.to}`).join(', ');
}

/** The form's values for a profile as the server gives it. */
export function formValuesOf(profile: ProfileSource, countryCode: string): ProfileFormValues {
  const office = profile.registeredAddress;
  const shop = profile.shopAddress;
  const hours = Array.from({ length: WEEKDAY_COUNT }, (_, i) => {
    const day = profile.openingHours?.find((d) => d.weekday === i + 1);
    return day ? hoursText(day.ranges) : '';
  });
  return {
    legalName: profile.legalName ?? '',
    vatNumber: profile.vatNumber ?? '',
    taxCode: profile.taxCode ?? '',
    registeredAddress: {
      street: office?.street ?? '',
      postalCode: office?.postalCode ?? '',
      city: office?.city ?? '',
      province: office?.province ?? '',
      country: office?.country ?? countryCode,
    },
    iban: profile.iban ?? '',
    pec: profile.pec ?? '',
    sdiCode: profile.sdiCode ?? '',
    contactEmail: profile.contactEmail ?? '',
    contactPhone: profile.contactPhone ?? '',
    shopAddress: {
      street: shop?.street ?? '',
      postalCode: shop?.postalCode ?? '',
      city: shop?.city ?? '',
    },
    hours,
  };
}

const RANGE = /^(\d{1,2}[:.]\d{2})\s*[-–—]\s*(\d{1,2}[:.]\d{2})$/;

/** '9.30' or '09:30' → '09:30'. */
function time(text: string): string {
  const [h = '', m = ''] = text.split(/[:.]/);
  return `${h.padStart(2, '0')}:${m}`;
}

/** A day's text as its ranges; null when it cannot be read ('9-13', 'morning'). */
export function parseHours(text: string): TimeRange[] | null {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match?.[1] || !match[2]) return null;
    ranges.push({ from: time(match[1]), to: time(match[2]) });
  }
  return ranges;
}

/** The form field a refusal's path is about ('openingHours.2.0.to' → 'hours.2'). */
export function formFieldOf(path: string): string {
  if (path === 'openingHours') return 'hours.0';
  const hours = /^openingHours\.(\d+)/.exec(path);
  return hours ? `hours.${hours[1]}` : path;
}

export type Checked =
  { ok: true; identity: SellerIdentity } | { ok: false; field: string; key: string; type: string };

/** The form's values checked by the domain's rules: the identity, or the first refusal. */
export function checkProfile(values: ProfileFormValues): Checked {
  const week: TimeRange[][] = [];
  for (const [i, text] of values.hours.entries()) {
    const ranges = parseHours(text);
    if (ranges === null)
      return { ok: false, field: `hours.${i}`, key: 'invalidHours', type: 'custom' };
    week.push(ranges);
  }
  const parsed = sellerIdentitySchema.safeParse({
    ...values,
    openingHours: week.every((day) => day.length === 0) ? null : week,
  });
  if (parsed.success) return { ok: true, identity: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: formFieldOf(issue?.path.join('.') ?? ''),
    key: issue?.message ?? 'invalidValue',
    type: issue?.code ?? 'custom',
  };
}

/** The identity as the mutation sends it: the days open, by number. */
export function wireInputOf(identity: SellerIdentity) {
  return {
    ...identity,
    openingHours:
      identity.openingHours === null
        ? null
        : identity.openingHours.map((ranges, i) => ({ weekday: i + 1, ranges })),
  };
}
