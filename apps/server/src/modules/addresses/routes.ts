import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADDRESS_MESSAGE_KEYS,
  billingAddressSchema,
  shippingAddressSchema,
} from '@scaffale/domain/addresses';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { requestLanguage, translate, type MessageKey } from '../../http/i18n.ts';
import { parseId } from '../../http/ids.ts';
import type { SessionStore } from '../../http/session.ts';
import { parseFields } from '../../http/validation.ts';
import {
  countryExists,
  insertShippingAddress,
  labelTaken,
  saveBillingAddress,
  updateShippingAddress,
} from './addresses.repo.ts';

import { billingWireId, parseBillingWireId, requireUser } from './addresses.service.ts';

// Every message the shared schemas can give has a server translation.
ADDRESS_MESSAGE_KEYS satisfies readonly MessageKey[];

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
