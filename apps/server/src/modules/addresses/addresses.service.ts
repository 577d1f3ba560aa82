import type { FastifyRequest } from 'fastify';
import { isValidPaOfficeCode } from '@scaffale/domain/italy';
import { isLang, type Lang } from '@scaffale/domain/languages';
import { HttpErrors, notLoggedIn } from '../../http/errors.ts';
import { parseId } from '../../http/ids.ts';
import type { SessionStore } from '../../http/session.ts';

/** Saved billing addresses are "A" + id on the wire (docs/spec/api-contract.md §3.1). */
export const billingWireId = (id: number) => `A${id}`;
export function parseBillingWireId(value: unknown): number | null {
  return typeof value === 'string' && /^A\d{1,10}$/.test(value) ? parseId(value.slice(1)) : null;
}

export function requestedLang(lang: string): Lang {
  if (!isLang(lang)) throw HttpErrors.invalidLanguage();
  return lang;
}

export async function requireUser(sessions: SessionStore, request: FastifyRequest) {
  const userId = await sessions.currentUserId(request);
  if (userId === null) throw notLoggedIn();
  return userId;
}

/** Whether an invoice can be issued from this record (else: 'contact the staff'). */
export function isBillingComplete(b: {
  persona: string;
  nome: string;
  cognome: string;
  ragione_sociale: string;
  indirizzo: string;
  citta: string;
  cap: string;
  nazione: string | null;
  codice_fiscale: string;
  partita_iva: string;
  codice_destinatario_sdi: string;
}): boolean {
  if (b.persona === 'NONE') return false;
  const place = Boolean(b.indirizzo && b.citta && b.cap && b.nazione);
  if (b.persona === 'FIS')
    return place && Boolean(b.nome && b.cognome && (b.codice_fiscale || b.nazione !== 'IT'));
  // An administration's invoice (FPA12) goes to its 6-character office code, nowhere else;
  // read as the invoice reads it (fatturapa.ts), spaces aside and upper-cased.
  const officeCode = b.codice_destinatario_sdi.replace(/\s+/g, '').toUpperCase();
  if (b.persona === 'PA' && !isValidPaOfficeCode(officeCode)) return false;
  return place && Boolean(b.ragione_sociale && (b.partita_iva || b.codice_fiscale));
}
