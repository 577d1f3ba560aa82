// Validation against the official schema (test/fatturapa-schema.ts): its import of the
// signature schema names the W3C's address, which is pointed at the local copy as it loads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fatturapaSchemaErrors as schemaErrors,
  fatturapaSchemaText,
  SIGNATURE_URL,
} from '../../test/fatturapa-schema.ts';
import {
  fatturaFileName,
  fatturaXml,
  InvoiceDataError,
  latin,
  type Buyer,
  type FatturaInput,
  type Seller,
} from './fatturapa.ts';
import {
  chargedAmounts,
  creditAllocation,
  creditNoteAmounts,
  invoiceAmounts,
  splitVat,
  type PartSale,
} from './invoice-amounts.ts';

/** The text of every <tag> in the document, in order. */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

const SELLER: Seller = {
  legalName: 'Libreria Centrale di Rossi & C. S.n.c.',
  vatNumber: '01234567890',
  taxCode: '01234567890',
  street: 'Via Roma 1',
  postalCode: '37121',
  city: 'Verona',
  province: 'VR',
  country: 'IT',
};

const COMPANY: Buyer = {
  persona: 'GIU',
  companyName: 'Bianchi Traduzioni S.r.l.',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  vatNumber: '04512340482',
  taxCode: '04512340482',
  sdiCode: 'X2M7K9Q',
  pec: 'bianchitraduzioni@pec.it',
  street: 'Via dei Servi 15',
  postalCode: '50122',
  city: 'Firenze',
  province: 'FI',
  country: 'IT',
};

const ADMINISTRATION: Buyer = {
  ...COMPANY,
  persona: 'PA',
  companyName: 'Comune di Esempio',
  vatNumber: '00987650165',
  taxCode: '80012340164',
  sdiCode: 'UF3Q7K',
  pec: 'protocollo@pec.comune-esempio.it',
};

const SALE: PartSale = {
  books: [
    { title: 'Il barone rampante', isbn: '9788804668237', used: false, copies: 2, unitCents: 1250 },
    { title: 'Le città invisibili', isbn: null, used: true, copies: 1, unitCents: 700 },
  ],
  discountCents: 320,
  shippingCents: 590,
};

function input(overrides: Partial<FatturaInput> = {}): FatturaInput {
  return {
    type: 'TD01',
    number: '7/2026',
    date: '2026-11-28',
    progressive: '26007',
    seller: SELLER,
    buyer: COMPANY,
    orderNumber: 'SC-QUMSEG',
    purchaseOrder: null,
    invoice: null,
    amounts: invoiceAmounts(SALE),
    ...overrides,
  };
}

describe('the FatturaPA document', () => {
  it('is checked against the schema as published, importing the signature schema from the W3C', async () => {
    expect(await fatturapaSchemaText()).toContain(`schemaLocation="${SIGNATURE_URL}"`);
    expect(await schemaErrors('<nothing/>')).not.toEqual([]);
  });

  it('writes a company’s invoice (FPR12) the official schema accepts: books under art. 74 (N2.2), used ones under the margin (N5), the shipping at 22%', async () => {
    const xml = fatturaXml(input());
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('versione="FPR12"');
    expect(texts(xml, 'CodiceDestinatario')).toEqual(['X2M7K9Q']);
    expect(xml).not.toContain('<PECDestinatario>');
    expect(texts(xml, 'TipoDocumento')).toEqual(['TD01']);
    expect(texts(xml, 'Numero')).toEqual(['7/2026']);
    expect(texts(xml, 'Natura')).toEqual(['N2.2', 'N5', 'N2.2', 'N5', 'N2.2', 'N5']);
    expect(texts(xml, 'RiferimentoNormativo')).toEqual([
      'IVA assolta dall&apos;editore ai sensi art. 74 c.1 lett. c) DPR 633/72',
      'Regime del margine - beni usati art. 36 DL 41/1995',
    ]);
    // 2 × 12.50 + 7.00 − 3.20 discount (spread 25:7 → 2.50 and 0.70), shipping 5.90 = 4.84 + 1.06.
    expect(texts(xml, 'PrezzoTotale')).toEqual(['25.00', '7.00', '-2.50', '-0.70', '4.84']);
    expect(texts(xml, 'ImponibileImporto')).toEqual(['22.50', '6.30', '4.84']);
    expect(texts(xml, 'Imposta')).toEqual(['0.00', '0.00', '1.06']);
    expect(texts(xml, 'ImportoTotaleDocumento')).toEqual(['34.70']);
    expect(texts(xml, 'EsigibilitaIVA')).toEqual(['I']);
    expect(texts(xml, 'Denominazione')).toEqual([
      'Libreria Centrale di Rossi &amp; C. S.n.c.',
      'Bianchi Traduzioni S.r.l.',
    ]);
    expect(fatturaFileName(SELLER, '26007')).toBe('IT01234567890_26007.xml');
  });

  it('sends a buyer without a code to 0000000, with their PEC when they gave one, and a person by name', async () => {
    const person: Buyer = {
      ...COMPANY,
      persona: 'FIS',
      companyName: '',
      vatNumber: '',
      taxCode: 'BNCGLI80A41D612X',
      sdiCode: '',
    };
    const withPec = fatturaXml(input({ buyer: person }));
    expect(await schemaErrors(withPec)).toEqual([]);
    expect(texts(withPec, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(texts(withPec, 'PECDestinatario')).toEqual(['bianchitraduzioni@pec.it']);
    expect(texts(withPec, 'Nome')).toEqual(['Giulia']);
    expect(withPec).not.toContain('<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>04512340482');
    const drawer = fatturaXml(input({ buyer: { ...person, pec: '' } }));
    expect(await schemaErrors(drawer)).toEqual([]);
    expect(texts(drawer, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(drawer).not.toContain('PECDestinatario');
  });

  it('writes an administration’s invoice (FPA12) with its office code, purchase order, CIG and CUP, the VAT split', async () => {
    const xml = fatturaXml(
      input({
        buyer: ADMINISTRATION,
        purchaseOrder: {
          number: 'OA-7/2031',
          date: '2026-11-02',
          cig: 'Z1234567AB',
          cup: 'J12H34000000001',
        },
      }),
    );
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('versione="FPA12"');
    expect(texts(xml, 'CodiceDestinatario')).toEqual(['UF3Q7K']);
    expect(xml).toContain(
      '<DatiOrdineAcquisto><IdDocumento>OA-7/2031</IdDocumento><Data>2026-11-02</Data><CodiceCUP>J12H34000000001</CodiceCUP><CodiceCIG>Z1234567AB</CodiceCIG></DatiOrdineAcquisto>',
    );
    expect(texts(xml, 'EsigibilitaIVA')).toEqual(['S']);
    // Without a purchase order number, the Scaffale order's.
    const bare = fatturaXml(input({ buyer: ADMINISTRATION, purchaseOrder: null }));
    expect(await schemaErrors(bare)).toEqual([]);
    expect(texts(bare, 'IdDocumento')).toEqual(['SC-QUMSEG']);
  });

  it('writes a credit note (TD04) naming its invoice', async () => {
    const charged = chargedAmounts(invoiceAmounts(SALE));
    const credited = creditAllocation(3000, charged);
    const xml = fatturaXml(
      input({
        type: 'TD04',
        number: '8/2026',
        invoice: { number: '7/2026', date: '2026-11-28' },
        amounts: creditNoteAmounts(credited, 'Reso ordine SC-QUMSEG'),
      }),
    );
    expect(await schemaErrors(xml)).toEqual([]);
    expect(texts(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(xml).toContain(
      '<DatiFattureCollegate><IdDocumento>7/2026</IdDocumento><Data>2026-11-28</Data></DatiFattureCollegate>',
    );
    // The books' 28.80 first (22.50 new, 6.30 used), then 1.20 of the shipping.
    expect(texts(xml, 'ImponibileImporto')).toEqual(['22.50', '6.30', '0.98']);
    expect(texts(xml, 'Imposta')).toEqual(['0.00', '0.00', '0.22']);
    expect(texts(xml, 'ImportoTotaleDocumento')).toEqual(['30.00']);
  });

  it('brings any text to the schema’s characters: quotes, dashes, other scripts, markup, length', async () => {
    const title = `“L’Àncora” — ${'Œuvres complètes '.repeat(80)}<b>&ł 東京`;
    const xml = fatturaXml(
      input({
        amounts: invoiceAmounts({
          books: [{ title, isbn: null, used: false, copies: 1, unitCents: 100 }],
          discountCents: 0,
          shippingCents: 0,
        }),
        buyer: { ...COMPANY, companyName: 'Ærø “Libri” – Łódź' },
      }),
    );
    expect(await schemaErrors(xml)).toEqual([]);
    expect(latin('“L’Àncora” — ok', 100)).toBe('&quot;L&apos;Àncora&quot; - ok');
    expect(latin('Łódź 東京', 100)).toBe('?ódz ??');
    expect(latin('  ', 10)).toBe('-');
  });

  it('refuses what the exchange system would: no seller identity, no buyer tax id, an administration without its office code', () => {
    const refusal = (build: () => unknown) => {
      try {
        build();
      } catch (error) {
        if (error instanceof InvoiceDataError) return `${error.party}.${error.field}`;
        throw error;
      }
      return 'written';
    };
    expect(refusal(() => fatturaXml(input({ seller: { ...SELLER, vatNumber: null } })))).toBe(
      'seller.vatNumber',
    );
    expect(refusal(() => fatturaXml(input({ seller: { ...SELLER, street: '' } })))).toBe(
      'seller.street',
    );
    expect(
      refusal(() => fatturaXml(input({ buyer: { ...COMPANY, vatNumber: '', taxCode: '' } }))),
    ).toBe('buyer.taxCode');
    expect(
      refusal(() => fatturaXml(input({ buyer: { ...ADMINISTRATION, sdiCode: 'UF3Q7KA' } }))),
    ).toBe('buyer.sdiCode');
    expect(refusal(() => fatturaXml(input({ buyer: { ...COMPANY, postalCode: '' } })))).toBe(
      'buyer.postalCode',
    );
  });
});

const book = fc.record({
  title: fc.string({ minLength: 1, maxLength: 40 }),
  isbn: fc.constant(null),
  used: fc.boolean(),
  copies: fc.integer({ min: 0, max: 5 }),
  unitCents: fc.integer({ min: 0, max: 20_000 }),
});

/** A part's sale: its books, a discount no larger than them, any shipping. */
const sale = fc
  .record({
    books: fc.array(book, { minLength: 1, maxLength: 6 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    shippingCents: fc.integer({ min: 0, max: 5_000 }),
  })
  .map(({ books, discountShare, shippingCents }) => {
    const gross = books.reduce((sum, b) => sum + b.copies * b.unitCents, 0);
    return {
      books,
      discountCents: Math.floor((gross * discountShare) / 100),
      shippingCents,
    } satisfies PartSale;
  })
  .filter((s) => s.books.some((b) => b.copies > 0) || s.shippingCents > 0);

describe('the amounts', () => {
  it('add up: lines to their summaries, summaries and tax to the total the buyer paid, to the cent', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const amounts = invoiceAmounts(s);
        const gross = s.books.reduce((sum, b) => sum + b.copies * b.unitCents, 0);
        expect(amounts.totalCents).toBe(gross - s.discountCents + s.shippingCents);
        for (const summary of amounts.summaries) {
          const lines = amounts.lines.filter((l) => l.regime === summary.regime);
          expect(summary.taxableCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0));
          // The exchange system's check: the tax within a cent of taxable × rate.
          const rate = summary.regime === 'vat22' ? 22 : 0;
          expect(
            Math.abs(summary.taxCents - (summary.taxableCents * rate) / 100),
          ).toBeLessThanOrEqual(1);
        }
        for (const line of amounts.lines)
          expect(line.totalCents).toBe(line.quantity * line.unitCents);
        const lineSum = amounts.lines.reduce((sum, l) => sum + l.totalCents, 0);
        const tax = amounts.summaries.reduce((sum, x) => sum + x.taxCents, 0);
        expect(lineSum + tax).toBe(amounts.totalCents);
      }),
    );
  });

  it('split a price with VAT into net and tax that add back up, the net rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const { netCents, taxCents } = splitVat(gross, 22);
        expect(netCents + taxCents).toBe(gross);
        expect(Math.abs(netCents * 122 - gross * 100)).toBeLessThanOrEqual(61);
      }),
    );
    expect(splitVat(590, 22)).toEqual({ netCents: 484, taxCents: 106 });
    expect(splitVat(61, 22)).toEqual({ netCents: 50, taxCents: 11 });
  });

  it('credit back at most what was charged: books first, then the shipping', () => {
    fc.assert(
      fc.property(sale, fc.integer({ min: 1, max: 100 }), (s, share) => {
        const charged = chargedAmounts(invoiceAmounts(s));
        const room = charged.booksCents + charged.usedCents + charged.shippingCents;
        fc.pre(room > 0);
        const amount = Math.max(1, Math.floor((room * share) / 100));
        const credited = creditAllocation(amount, charged);
        expect(credited.booksCents + credited.usedCents + credited.shippingCents).toBe(amount);
        expect(credited.booksCents).toBeLessThanOrEqual(charged.booksCents);
        expect(credited.usedCents).toBeLessThanOrEqual(charged.usedCents);
        if (credited.shippingCents > 0)
          expect(credited.booksCents + credited.usedCents).toBe(
            charged.booksCents + charged.usedCents,
          );
        expect(creditNoteAmounts(credited, 'Reso').totalCents).toBe(amount);
      }),
    );
    expect(() => creditAllocation(1, { booksCents: 0, usedCents: 0, shippingCents: 0 })).toThrow(
      RangeError,
    );
  });

  it('are accepted by the schema whatever the sale', async () => {
    await fc.assert(
      fc.asyncProperty(sale, async (s) => {
        expect(await schemaErrors(fatturaXml(input({ amounts: invoiceAmounts(s) })))).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });
});
