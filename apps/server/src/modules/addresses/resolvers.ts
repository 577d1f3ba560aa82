import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { listBillingAddresses, listShippingAddresses } from './addresses.repo.ts';
import {
  billingWireId,
  isBillingComplete,
  requestedLang,
  requireUser,
} from './addresses.service.ts';

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
