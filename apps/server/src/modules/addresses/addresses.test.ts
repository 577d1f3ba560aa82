import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, GIULIA, JANE, MARIO, PA } from '../../test/demo-accounts.ts';
import { engines } from '../../test/harness.ts';
import { BILLING_ADDRESSES, SHIPPING_ADDRESSES } from '../../test/operations.ts';

const newAddress = {
  etichetta: 'Mare',
  name: 'Jane Doe',
  attenzione_di: '',
  telefono: '+393401234567',
  email: JANE,
  indirizzo: 'Via del Mare 1',
  indirizzo2: '',
  nazione: 'IT',
  provincia_stato: 'ge',
  citta: 'Genova',
  cap: '16121',
};

for (const engine of engines()) {
  describe(`addresses (${engine.name})`, () => {
    const h = engine.setup();

    it('lists the account addresses with the country in the asked language', async () => {
      const client = h.client();
      await client.login(MARIO, DEMO_PASSWORD);
      const result = await client.graphql<{
        getShippingAddresses: { etichetta: string; nazione: { name: string } }[];
      }>('GetShippingAddresses', SHIPPING_ADDRESSES, { lang: 'en' });
      expect(result.data?.getShippingAddresses.map((a) => a.etichetta)).toEqual([
        'Casa',
        'Ufficio',
      ]);
      expect(result.data?.getShippingAddresses[0]?.nazione.name).toBe('Italy');
    });

    it('creates an address (201 with id) and refuses bad fields under each field, saving nothing', async () => {
      const client = h.client();
      await client.login(JANE, DEMO_PASSWORD);
      client.cookies.set('user_language', 'it');
      const bad = await client.post('/api/indirizzo-spedizione/', {
        ...newAddress,
        cap: '161',
        provincia_stato: 'ZZ',
        name: '',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: ['Questo campo è obbligatorio'],
        provincia_stato: ['Scegli una provincia italiana'],
        cap: ['Il CAP deve avere 5 cifre'],
      });
      const tooLong = await client.post('/api/indirizzo-spedizione/', {
        ...newAddress,
        etichetta: 'x'.repeat(36),
      });
      expect(tooLong.json().errors.etichetta).toEqual([
        'Testo troppo lungo (massimo 35 caratteri)',
      ]);
      const list = async () =>
        (
          await client.graphql<{ getShippingAddresses: { id: string; provinciaStato: string }[] }>(
            'GetShippingAddresses',
            SHIPPING_ADDRESSES,
            { lang: 'it' },
          )
        ).data!.getShippingAddresses;
      expect(await list()).toEqual([]);

      const created = await client.post('/api/indirizzo-spedizione/', newAddress);
      expect(created.statusCode).toBe(201);
      expect(created.json().id).toMatch(/^\d+$/);
      expect(await list()).toMatchObject([{ id: created.json().id, provinciaStato: 'GE' }]);

      client.cookies.set('user_language', 'en');
      const duplicate = await client.post('/api/indirizzo-spedizione/', newAddress);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors.etichetta).toEqual([
        'You already have an address with this label',
      ]);
    });

    it('updates only the owner’s address', async () => {
      const mario = h.client();
      await mario.login(MARIO, DEMO_PASSWORD);
      const addresses = (
        await mario.graphql<{ getShippingAddresses: { id: string }[] }>(
          'GetShippingAddresses',
          SHIPPING_ADDRESSES,
          { lang: 'it' },
        )
      ).data!.getShippingAddresses;
      const id = addresses[0]!.id;
      const giulia = h.client();
      await giulia.login(GIULIA, DEMO_PASSWORD);
      const foreign = await giulia.post(`/api/indirizzo-spedizione/${id}/`, {
        ...newAddress,
        etichetta: 'Rubata',
      });
      expect(foreign.statusCode).toBe(404);
      const own = await mario.post(`/api/indirizzo-spedizione/${id}/`, {
        ...newAddress,
        etichetta: 'Casa',
        name: 'Mario R.',
      });
      expect(own.statusCode).toBe(200);
      const after = (
        await mario.graphql<{ getShippingAddresses: { id: string; name: string }[] }>(
          'GetShippingAddresses',
          SHIPPING_ADDRESSES,
          { lang: 'it' },
        )
      ).data!.getShippingAddresses;
      expect(after.find((a) => a.id === id)?.name).toBe('Mario R.');
    });

    it('stores SQL and HTML injection strings as plain text', async () => {
      const client = h.client();
      await client.login(GIULIA, DEMO_PASSWORD);
      const hostile = {
        ...newAddress,
        etichetta: "x'); DROP TABLE users; --",
        name: '<script>alert(1)</script>',
        indirizzo: '<img src=x onerror=alert(1)>',
      };
      const created = await client.post('/api/indirizzo-spedizione/', hostile);
      expect(created.statusCode).toBe(201);
      const list = (
        await client.graphql<{
          getShippingAddresses: {
            id: string;
            etichetta: string;
            name: string;
            indirizzo: string;
          }[];
        }>('GetShippingAddresses', SHIPPING_ADDRESSES, { lang: 'it' })
      ).data!.getShippingAddresses;
      expect(list.find((a) => a.id === created.json().id)).toMatchObject({
        etichetta: hostile.etichetta,
        name: hostile.name,
        indirizzo: hostile.indirizzo,
      });
      const users = await h.database.db.selectFrom('users').select('id').execute();
      expect(users.length).toBeGreaterThanOrEqual(4);
    });

    it('needs a login and the CSRF header', async () => {
      const client = h.client();
      expect((await client.post('/api/indirizzo-spedizione/', newAddress)).statusCode).toBe(401);
      expect(
        (await client.graphql('GetShippingAddresses', SHIPPING_ADDRESSES, { lang: 'it' }))
          .errors?.[0]?.extensions?.code,
      ).toBe('NOT_LOGGED_IN');
      await client.login(JANE, DEMO_PASSWORD);
      expect(
        (await client.post('/api/indirizzo-spedizione/', newAddress, { csrf: false })).statusCode,
      ).toBe(403);
    });

    it('lists billing addresses with A-ids and saves billing data with real fiscal checks', async () => {
      const giulia = h.client();
      await giulia.login(GIULIA, DEMO_PASSWORD);
      const billing = (
        await giulia.graphql<{
          getBillingAddresses: {
            id: string;
            professionale: boolean;
            persona: string;
            completo: boolean;
          }[];
        }>('GetBillingAddresses', BILLING_ADDRESSES, { lang: 'it' })
      ).data!.getBillingAddresses;
      expect(billing[0]).toMatchObject({ professionale: true, persona: 'GIU', completo: true });
      expect(billing[0]!.id).toMatch(/^A\d+$/);

      const pa = h.client();
      await pa.login(PA, DEMO_PASSWORD);
      const paBilling = (
        await pa.graphql<{
          getBillingAddresses: {
            id: string;
            pagamento_posticipato: boolean;
            persona: string;
            completo: boolean;
          }[];
        }>('GetBillingAddresses', BILLING_ADDRESSES, {
          lang: 'it',
        })
      ).data!.getBillingAddresses;
      expect(paBilling[0]).toMatchObject({
        persona: 'PA',
        pagamento_posticipato: true,
        completo: true,
      });

      const mario = h.client();
      await mario.login(MARIO, DEMO_PASSWORD);
      const [none] = (
        await mario.graphql<{
          getBillingAddresses: { id: string; persona: string; completo: boolean }[];
        }>('GetBillingAddresses', BILLING_ADDRESSES, {
          lang: 'it',
        })
      ).data!.getBillingAddresses;
      expect(none).toMatchObject({ persona: 'NONE', completo: false });
      const data = {
        id: none!.id,
        persona: 'GIU',
        ragione_sociale: 'Rossi Libri S.r.l.',
        partita_iva: '04512340483',
        codice_destinatario_sdi: 'ABC',
        nome: 'Mario',
        cognome: 'Rossi',
        indirizzo: 'Via Lecco 12',
        citta: 'Milano',
        nazione: 'IT',
        provincia_stato: 'MI',
        cap: '20124',
      };
      const bad = await mario.post('/api/dati-fatturazione/', data);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        partita_iva: ['Partita IVA non valida'],
        codice_destinatario_sdi: ['Il codice SDI deve avere 7 caratteri'],
      });
      const good = await mario.post('/api/dati-fatturazione/', {
        ...data,
        partita_iva: '04512340482',
        codice_destinatario_sdi: 'X2M7K9Q',
      });
      expect(good.statusCode).toBe(200);
      expect(good.json().id).toBe(none!.id);
      // Giulia cannot overwrite Mario's billing record.
      const foreign = await giulia.post('/api/dati-fatturazione/', {
        ...data,
        partita_iva: '04512340482',
        codice_destinatario_sdi: 'X2M7K9Q',
      });
      expect(foreign.statusCode).toBe(404);
      // The administration's record, its 6-character office code included, is the staff's:
      // the buyer saving over it (as a company, with a 7-character SDI code) changes nothing.
      const overwrite = await pa.post('/api/dati-fatturazione/', {
        ...data,
        id: paBilling[0]!.id,
        partita_iva: '04512340482',
        codice_destinatario_sdi: 'UF3Q7KA',
      });
      expect(overwrite.statusCode).toBe(404);
      const kept = await h.database.db
        .selectFrom('billing_addresses')
        .select(['persona', 'codice_destinatario_sdi'])
        .where('id', '=', Number(paBilling[0]!.id.slice(1)))
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ persona: 'PA', codice_destinatario_sdi: 'UFE7Q2' });
      // A 7-character code cannot make the administration's invoice (FPA12): incomplete, so the
      // checkout says to contact the staff and refuses the invoice rather than never issue it.
      await h.database.db
        .updateTable('billing_addresses')
        .set({ codice_destinatario_sdi: 'UF3Q7KA' })
        .where('id', '=', Number(paBilling[0]!.id.slice(1)))
        .execute();
      const sevenCharacters = await pa.graphql<{
        getBillingAddresses: { persona: string; completo: boolean }[];
      }>('GetBillingAddresses', BILLING_ADDRESSES, { lang: 'it' });
      expect(sevenCharacters.data!.getBillingAddresses[0]).toMatchObject({
        persona: 'PA',
        completo: false,
      });
    });
  });
}
