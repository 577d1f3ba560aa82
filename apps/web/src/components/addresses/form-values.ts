import type { BillingAddressInput } from '@scaffale/domain/addresses';
import type { BillingAddress } from '../../lib/addresses/get-billing-addresses';
import type { SavedShippingAddress } from '../../lib/addresses/get-shipping-addresses';

// The address forms' fields and starting values, apart from the forms themselves: the
// checkout needs them before it shows a form, and the forms (zod, react-hook-form) load
// only when one opens.

export const SHIPPING_FORM_FIELDS = [
  'etichetta',
  'name',
  'attenzione_di',
  'telefono',
  'email',
  'indirizzo',
  'indirizzo2',
  'nazione',
  'provincia_stato',
  'citta',
  'cap',
  'note',
] as const;
export type ShippingFormField = (typeof SHIPPING_FORM_FIELDS)[number];
export type ShippingFormValues = Record<ShippingFormField, string>;

export function emptyShippingForm(): ShippingFormValues {
  return Object.fromEntries(SHIPPING_FORM_FIELDS.map((field) => [field, ''])) as Record<
    ShippingFormField,
    string
  >;
}

/** A saved address as the form edits it. */
export function shippingFormValuesOf(address: SavedShippingAddress): ShippingFormValues {
  return {
    etichetta: address.etichetta,
    name: address.name,
    attenzione_di: address.attenzioneDi,
    telefono: address.telefono,
    email: address.email,
    indirizzo: address.indirizzo,
    indirizzo2: address.indirizzo2,
    nazione: address.nazione.code,
    provincia_stato: address.provinciaStato,
    citta: address.citta,
    cap: address.cap,
    note: address.note,
  };
}

export const BILLING_FORM_FIELDS = [
  'persona',
  'nome',
  'cognome',
  'codice_fiscale',
  'ragione_sociale',
  'partita_iva',
  'pec',
  'codice_destinatario_sdi',
  'indirizzo',
  'citta',
  'nazione',
  'provincia_stato',
  'cap',
] as const;

export type BillingFormValues = Omit<BillingAddressInput, 'id'>;

/** The form's starting values: the saved record when there is one, else the defaults. */
export function billingFormValues(
  address: BillingAddress | null,
  defaultCountry: string,
): BillingFormValues {
  return {
    persona: address?.persona === 'GIU' ? 'GIU' : 'FIS',
    nome: address?.nome ?? '',
    cognome: address?.cognome ?? '',
    codice_fiscale: address?.codice_fiscale ?? '',
    ragione_sociale: address?.ragione_sociale ?? '',
    partita_iva: address?.partita_iva ?? '',
    pec: address?.pec ?? '',
    codice_destinatario_sdi: address?.codice_destinatario_sdi ?? '',
    indirizzo: address?.indirizzo ?? '',
    citta: address?.citta ?? '',
    nazione: address?.nazione?.code ?? defaultCountry,
    provincia_stato: address?.provincia_stato ?? '',
    cap: address?.cap ?? '',
  };
}
