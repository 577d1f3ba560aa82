import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '@scaffale/domain/languages';
import {
  ADDRESS_MESSAGE_KEYS,
  billingAddressSchema,
  shippingAddressSchema,
} from '@scaffale/domain/addresses';
import type { Db } from '../../db/database.ts';
import { HttpErrors, notFound, notLoggedIn } from '../../http/errors.ts';
import { requestLanguage, translate, type MessageKey } from '../../http/i18n.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { parseId } from '../../http/ids.ts';
import type { SessionStore } from '../../http/session.ts';
import { parseFields } from '../../http/validation.ts';
import {
  countryExists,
  insertShippingAddress,
  labelTaken,
  listBillingAddresses,
  listShippingAddresses,
  saveBillingAddress,
  updateShippingAddress,
} from './addresses.repo.ts';

// Every message the shared schemas can give has a server translation.
ADDRESS_MESSAGE_KEYS satisfies readonly MessageKey[];

/** Saved billing addresses are "A" + id on the wire (SPEC §3). */
export const billingWireId = (id: number) => `A${id}`;
export function parseBillingWireId(value: unknown): number | null {
  return typeof value === 'string' && /^A\d{1,10}$/.test(value) ? parseId(value.slice(1)) : null;
}

function requestedLang(lang: string): Lang {
  if (!isLang(lang)) throw HttpErrors.invalidLanguage();
  return lang;
}

async function requireUser(sessions: SessionStore, request: FastifyRequest) {
  const userId = await sessions.currentUserId(request);
  if (userId === null) throw notLoggedIn();
  return userId;
}

export function registerAddressRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionStore },
): void {
  const { db, sessions } = deps;

  /** Create (no id) or update (id in the path) a shipping address of the account. */
  const saveShipping = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const userId = await requireUser(sessions, request);
    const lang = requestLanguage(request);
    const parsed = parseFields(shippingAddressSchema, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const address = parsed.data;
    if (!(await countryExists(db, address.nazione))) {
      return reply.code(400).send({ errors: { nazione: [translate(lang, 'invalidCountry')] } });
    }
    if (await labelTaken(db, userId, address.etichetta, id)) {
      return reply.code(409).send({ errors: { etichetta: [translate(lang, 'duplicateLabel')] } });
    }
    if (id === null) {
      const created = await insertShippingAddress(db, userId, address);
      return reply.code(201).send({ id: String(created), errors: {} });
    }
    if (!(await updateShippingAddress(db, userId, id, address))) throw notFound();
    return reply.code(200).send({ id: String(id), errors: {} });
  };

  app.post('/api/indirizzo-spedizione/', (request, reply) => saveShipping(request, reply, null));
  app.post('/api/indirizzo-spedizione/:id/', async (request, reply) => {
    const id = parseId((request.params as { id: string }).id);
    if (id === null) throw notFound();
    return saveShipping(request, reply, id);
  });

  app.post('/api/dati-fatturazione/', async (request, reply) => {
    const userId = await requireUser(sessions, request);
    const lang = requestLanguage(request);
    const parsed = parseFields(billingAddressSchema, request.body, lang);
    if (!parsed.ok) return reply.code(400).send({ errors: parsed.errors });
    const { id: wireId, ...data } = parsed.data;
    if (!(await countryExists(db, data.nazione))) {
      return reply.code(400).send({ errors: { nazione: [translate(lang, 'invalidCountry')] } });
    }
    const id = wireId === undefined ? null : parseBillingWireId(wireId);
    const saved = await saveBillingAddress(db, userId, id, data);
    if (saved === null) throw notFound();
    return reply.code(200).send({ id: billingWireId(saved), errors: {} });
  });
}

export const addressResolvers: Resolvers = {
  Query: {
    getShippingAddresses: async (_root, args, { db, sessions, request }) => {
      const lang = requestedLang(args.lang);
      const userId = await requireUser(sessions, request);
      const rows = await listShippingAddresses(db, userId, lang);
      return rows.map((a) => ({
        id: String(a.id),
        etichetta: a.etichetta,
        name: a.name,
        attenzioneDi: a.attenzione_di,
        telefono: a.telefono,
        email: a.email,
        indirizzo: a.indirizzo,
        indirizzo2: a.indirizzo2,
        citta: a.citta,
        provinciaStato: a.provincia_stato,
        cap: a.cap,
        nazione: { code: a.nazione, name: a.country_name },
        note: a.note,
      }));
    },
    getBillingAddresses: async (_root, args, { db, sessions, request }) => {
      const lang = requestedLang(args.lang);
      const userId = await requireUser(sessions, request);
      const rows = await listBillingAddresses(db, userId, lang);
      return rows.map((b) => ({
        id: billingWireId(b.id),
        professionale: b.professionale,
        tipologia: b.tipologia,
        sconto: b.sconto,
        label: b.label,
        persona: b.persona,
        data_nascita: b.data_nascita,
        nazione: b.nazione ? { code: b.nazione, name: b.country_name ?? b.nazione } : null,
        pagamento_posticipato: b.pagamento_posticipato,
        codice_fiscale: b.codice_fiscale,
        partita_iva: b.partita_iva,
        ragione_sociale: b.ragione_sociale,
        pec: b.pec,
        codice_destinatario_sdi: b.codice_destinatario_sdi,
        nome: b.nome,
        cognome: b.cognome,
        indirizzo: b.indirizzo,
        citta: b.citta,
        provincia_stato: b.provincia_stato,
        cap: b.cap,
        completo: isBillingComplete(b),
      }));
    },
  },
};

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
}): boolean {
  if (b.persona === 'NONE') return false;
  const place = Boolean(b.indirizzo && b.citta && b.cap && b.nazione);
  if (b.persona === 'FIS')
    return place && Boolean(b.nome && b.cognome && (b.codice_fiscale || b.nazione !== 'IT'));
  return place && Boolean(b.ragione_sociale && (b.partita_iva || b.codice_fiscale));
}
