import { z } from 'zod';
import {
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidProvinceCode,
  isValidSdiCode,
} from './italy.ts';

// One definition of the address and billing forms, used by the web form and the server.
// Messages are stable keys; each side translates them (server: http/i18n.ts, web: i18n).

export const ADDRESS_MESSAGE_KEYS = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'invalidCountry',
  'invalidProvince',
  'invalidCap',
  'invalidCodiceFiscale',
  'invalidPartitaIva',
  'invalidSdi',
  'invalidDate',
  'invalidValue',
  'invalidCharacter',
  'invalidIban',
  'invalidHours',
] as const;
export type AddressMessageKey = (typeof ADDRESS_MESSAGE_KEYS)[number];

export const SHIPPING_LIMITS = {
  etichetta: 35,
  name: 35,
  attenzione_di: 35,
  telefono: 128,
  email: 254,
  indirizzo: 64,
  indirizzo2: 64,
  citta: 64,
  cap: 16,
  provincia_stato: 64,
  note: 500,
} as const;

/** A control character no form can mean (tab and line breaks aside); a NUL fails PostgreSQL. */
function holdsControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}
const text = (max: number) =>
  z
    .string('required')
    .trim()
    .max(max)
    .refine((value) => !holdsControlCharacter(value), 'invalidCharacter');
const requiredText = (max: number) => text(max).min(1, 'required');
const optionalText = (max: number) => text(max).optional().default('');
const countryCode = z
  .string('required')
  .trim()
  .min(1, 'required')
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'invalidCountry'));

/** International phone: an optional +, then digits with spaces, dots, dashes or slashes. */
const PHONE = /^\+?[0-9][0-9 ./-]{5,}$/;

/** Province required and from the official list for Italy; CAP five digits for Italy. */
function checkItalianPlace(
  value: { nazione: string; provincia_stato: string; cap: string },
  ctx: z.RefinementCtx,
): void {
  if (value.nazione !== 'IT') return;
  if (!value.provincia_stato) {
    ctx.addIssue({ code: 'custom', path: ['provincia_stato'], message: 'required' });
  } else if (!isValidProvinceCode(value.provincia_stato.toUpperCase())) {
    ctx.addIssue({ code: 'custom', path: ['provincia_stato'], message: 'invalidProvince' });
  }
  if (value.cap && !isValidCap(value.cap)) {
    ctx.addIssue({ code: 'custom', path: ['cap'], message: 'invalidCap' });
  }
}

export const shippingAddressSchema = z
  .object({
    etichetta: requiredText(SHIPPING_LIMITS.etichetta),
    name: requiredText(SHIPPING_LIMITS.name),
    attenzione_di: optionalText(SHIPPING_LIMITS.attenzione_di),
    telefono: requiredText(SHIPPING_LIMITS.telefono).regex(PHONE, 'invalidPhone'),
    email: z.union([
      z.literal('').optional().default(''),
      text(SHIPPING_LIMITS.email).email('invalidEmail'),
    ]),
    indirizzo: requiredText(SHIPPING_LIMITS.indirizzo),
    indirizzo2: optionalText(SHIPPING_LIMITS.indirizzo2),
    nazione: countryCode,
    provincia_stato: optionalText(SHIPPING_LIMITS.provincia_stato),
    citta: requiredText(SHIPPING_LIMITS.citta),
    cap: requiredText(SHIPPING_LIMITS.cap),
    note: optionalText(SHIPPING_LIMITS.note),
  })
  .superRefine(checkItalianPlace);

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const PERSONE = ['FIS', 'GIU', 'PA', 'NONE'] as const;
export type Persona = (typeof PERSONE)[number];

/**
 * Billing data as the form submits it. A person chooses FIS (natural person) or GIU (legal
 * entity); PA records are set up by the staff. GIU needs ragione sociale, partita IVA, PEC
 * and SDI code (Italy); FIS in Italy needs the codice fiscale.
 */
export const billingAddressSchema = z
  .object({
    id: z
      .string()
      .regex(/^A\d{1,10}$/, 'invalidValue')
      .optional(),
    persona: z.enum(['FIS', 'GIU'], 'required'),
    codice_fiscale: optionalText(16).transform((v) => v.toUpperCase()),
    partita_iva: optionalText(11),
    ragione_sociale: optionalText(100),
    pec: optionalText(254),
    codice_destinatario_sdi: optionalText(7).transform((v) => v.toUpperCase()),
    nome: requiredText(50),
    cognome: requiredText(50),
    indirizzo: requiredText(64),
    citta: requiredText(64),
    nazione: countryCode,
    provincia_stato: optionalText(64),
    cap: requiredText(16),
  })
  .superRefine((value, ctx) => {
    checkItalianPlace(value, ctx);
    const issue = (path: string, message: AddressMessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const italian = value.nazione === 'IT';
    if (value.codice_fiscale && !isValidCodiceFiscale(value.codice_fiscale)) {
      issue('codice_fiscale', 'invalidCodiceFiscale');
    } else if (italian && value.persona === 'FIS' && !value.codice_fiscale) {
      issue('codice_fiscale', 'required');
    }
    if (value.persona !== 'GIU') return;
    if (!value.ragione_sociale) issue('ragione_sociale', 'required');
    if (value.partita_iva && !isValidPartitaIva(value.partita_iva))
      issue('partita_iva', 'invalidPartitaIva');
    else if (italian && !value.partita_iva) issue('partita_iva', 'required');
    if (value.pec && !z.string().email().safeParse(value.pec).success) issue('pec', 'invalidEmail');
    if (value.codice_destinatario_sdi && !isValidSdiCode(value.codice_destinatario_sdi)) {
      issue('codice_destinatario_sdi', 'invalidSdi');
    }
    if (italian && !value.pec && !value.codice_destinatario_sdi) {
      issue('codice_destinatario_sdi', 'required');
    }
  });

export type BillingAddressInput = z.input<typeof billingAddressSchema>;
export type BillingAddressData = z.output<typeof billingAddressSchema>;

/**
 * Public-administration order data (docs/spec/checkout.md §3.4); the date is sent as its first 10
 * characters.
 */
export const paDataSchema = z.object({
  numero_ordine_acquisto: optionalText(50),
  data_ordine_acquisto: z
    .string()
    .optional()
    .transform((v) => (v ? v.slice(0, 10) : ''))
    .pipe(z.union([z.literal(''), z.iso.date('invalidDate')])),
  cig: optionalText(10),
  cup: optionalText(15),
});
export type PaData = z.output<typeof paDataSchema>;
