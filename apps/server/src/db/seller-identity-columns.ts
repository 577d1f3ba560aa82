import type { Updateable } from 'kysely';
import type { ApprovedIdentity, SellerIdentity } from '@scaffale/domain/seller-identity';
import type { Bookshops } from './schema.generated.ts';

// A seller's identity (the domain's shape) and the bookshops columns that keep it, both ways:
// one mapping for the seed and the bookshop module's reads and writes.

/** The bookshops columns of an identity, as the row keeps them. */
export const IDENTITY_COLUMNS = [
  'legal_name',
  'vat_number',
  'tax_code',
  'registered_street',
  'registered_postal_code',
  'registered_city',
  'registered_province',
  'registered_country',
  'iban',
  'pec',
  'sdi_code',
  'contact_email',
  'contact_phone',
  'shop_street',
  'shop_postal_code',
  'shop_city',
  'opening_hours',
] as const;

/** The columns of the approved part (the IBAN and the legal data). */
export function approvedColumns(identity: ApprovedIdentity): Updateable<Bookshops> {
  const address = identity.registeredAddress;
  return {
    legal_name: identity.legalName,
    vat_number: identity.vatNumber,
    tax_code: identity.taxCode,
    registered_street: address.street,
    registered_postal_code: address.postalCode,
    registered_city: address.city,
    registered_province: address.province,
    registered_country: address.country,
    iban: identity.iban,
  };
}

/** The columns of the part that applies at once (contact, shop address, opening hours). */
export function immediateColumns(identity: SellerIdentity): Updateable<Bookshops> {
  return {
    pec: identity.pec,
    sdi_code: identity.sdiCode,
    contact_email: identity.contactEmail,
    contact_phone: identity.contactPhone,
    shop_street: identity.shopAddress.street,
    shop_postal_code: identity.shopAddress.postalCode,
    shop_city: identity.shopAddress.city,
    opening_hours: identity.openingHours === null ? null : JSON.stringify(identity.openingHours),
  };
}

/** Every column of an identity (the seed's). */
export function identityColumns(identity: SellerIdentity): Updateable<Bookshops> {
  return { ...approvedColumns(identity), ...immediateColumns(identity) };
}

/** The identity a row keeps. */
export function identityOf(row: {
  legal_name: string | null;
  vat_number: string | null;
  tax_code: string | null;
  registered_street: string | null;
  registered_postal_code: string | null;
  registered_city: string | null;
  registered_province: string | null;
  registered_country: string | null;
  iban: string | null;
  pec: string | null;
  sdi_code: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  shop_street: string | null;
  shop_postal_code: string | null;
  shop_city: string | null;
  opening_hours: SellerIdentity['openingHours'];
}): SellerIdentity {
  return {
    legalName: row.legal_name,
    vatNumber: row.vat_number,
    taxCode: row.tax_code,
    registeredAddress: {
      street: row.registered_street,
      postalCode: row.registered_postal_code,
      city: row.registered_city,
      province: row.registered_province,
      country: row.registered_country,
    },
    iban: row.iban,
    pec: row.pec,
    sdiCode: row.sdi_code,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    shopAddress: { street: row.shop_street, postalCode: row.shop_postal_code, city: row.shop_city },
    openingHours: row.opening_hours,
  };
}

/** The approved part of an identity. */
export function approvedPart(identity: SellerIdentity): ApprovedIdentity {
  return {
    legalName: identity.legalName,
    vatNumber: identity.vatNumber,
    taxCode: identity.taxCode,
    registeredAddress: identity.registeredAddress,
    iban: identity.iban,
  };
}
