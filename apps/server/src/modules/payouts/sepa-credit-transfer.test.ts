import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import {
  SepaFileError,
  sepaCreditTransferXml,
  toSepaText,
  type SepaCreditTransferInput,
} from './sepa-credit-transfer.ts';

const SCHEMA = new URL('./schemas/pain.001.001.03.xsd', import.meta.url);

/** The ISO 20022 schema's verdict on a document (libxml2's, compiled to WebAssembly). */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'payouts.xml', contents: xml },
    schema: [await readFile(SCHEMA, 'utf8')],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** The text of every <tag> in the document, in order. */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

// Valid IBANs (checksums right): the platform's and three bookshops'.
const PLATFORM_IBAN = 'IT60X0542811101000000123456';
const IBANS = [
  'IT36A0301503200000003517230',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
];

function input(overrides: Partial<SepaCreditTransferInput> = {}): SepaCreditTransferInput {
  return {
    messageId: 'SCAFFALE-RUN-17',
    createdAt: new Date('2026-11-28T09:15:30.250Z'),
    executionDate: '2026-11-30',
    debtor: { name: 'Scaffale S.r.l.', iban: PLATFORM_IBAN, bic: 'BPMOIT22XXX' },
    payments: [
      {
        endToEndId: 'PAYOUT-101',
        amountCents: 12_345,
        creditorName: 'Libreria Caffè & Co.',
        creditorIban: IBANS[0]!,
        remittance: 'Scaffale, pagamento 101: vendite di novembre',
      },
    ],
    ...overrides,
  };
}

describe('the SEPA credit transfer file (pain.001.001.03)', () => {
  it('writes several payments the ISO 20022 schema accepts, with accents, ampersands and long names', async () => {
    const longName = `Libreria Antiquaria “L’Àncora” di Niccolò Ærø & Figli — ${'Società '.repeat(8)}`;
    const xml = sepaCreditTransferXml(
      input({
        debtor: { name: 'Scaffale S.r.l. <Piattaforma>', iban: PLATFORM_IBAN },
        payments: [
          {
            endToEndId: 'PAYOUT-101',
            amountCents: 12_345,
            creditorName: 'Libreria Caffè & Co.',
            creditorIban: IBANS[0]!,
            remittance: 'Scaffale, pagamento 101: vendite di novembre',
          },
          {
            endToEndId: 'PAYOUT-102',
            amountCents: 500,
            creditorName: longName,
            creditorIban: 'de89 3704 0044 0532 0130 00',
            remittance: `Ordini ${'SC-000123, '.repeat(20)}`,
          },
          {
            endToEndId: 'PAYOUT-103',
            amountCents: 99,
            creditorName: 'Straße der Bücher',
            creditorIban: IBANS[2]!,
            remittance: 'Payout 103 <rimborsi> & "note"',
          },
        ],
      }),
    );

    expect(await schemaErrors(xml)).toEqual([]);
    const names = texts(xml, 'Nm');
    // InitgPty, Dbtr, then each creditor.
    expect(names.slice(0, 2)).toEqual([
      'Scaffale S.r.l. Piattaforma',
      'Scaffale S.r.l. Piattaforma',
    ]);
    expect(names[2]).toBe('Libreria Caffe + Co.');
    expect(names[3]).toHaveLength(70);
    expect(names[3]).toMatch(/^Libreria Antiquaria 'L'Ancora' di Niccolo AEro \+ Figli - Societa /);
    expect(names[4]).toBe('Strasse der Bucher');
    const [, second, third] = texts(xml, 'Ustrd');
    expect(second).toHaveLength(140);
    expect(third).toBe("Payout 103 rimborsi + 'note'");
    expect(texts(xml, 'IBAN')).toEqual([PLATFORM_IBAN, IBANS[0], IBANS[1], IBANS[2]]);
    expect(texts(xml, 'EndToEndId')).toEqual(['PAYOUT-101', 'PAYOUT-102', 'PAYOUT-103']);
    // No BIC for the platform's bank: the agent is NOTPROVIDED.
    expect(xml).toContain(
      '<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>',
    );
  });

  it('writes the group header and the payment information as SEPA asks', async () => {
    const xml = sepaCreditTransferXml(input());

    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    expect(texts(xml, 'MsgId')).toEqual(['SCAFFALE-RUN-17']);
    expect(texts(xml, 'CreDtTm')).toEqual(['2026-11-28T09:15:30Z']);
    expect(texts(xml, 'NbOfTxs')).toEqual(['1', '1']);
    expect(texts(xml, 'PmtMtd')).toEqual(['TRF']);
    expect(texts(xml, 'BtchBookg')).toEqual(['true']);
    expect(xml).toContain('<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>');
    expect(texts(xml, 'ReqdExctnDt')).toEqual(['2026-11-30']);
    expect(xml).toContain('<DbtrAgt><FinInstnId><BIC>BPMOIT22XXX</BIC></FinInstnId></DbtrAgt>');
    expect(texts(xml, 'ChrgBr')).toEqual(['SLEV']);
    expect(xml).toContain('<InstdAmt Ccy="EUR">123.45</InstdAmt>');
  });

  it('sums CtrlSum to the cent, from 0.01 to 1,234,567.89', async () => {
    const xml = sepaCreditTransferXml(
      input({
        payments: [
          { ...input().payments[0]!, endToEndId: 'P-1', amountCents: 1 },
          { ...input().payments[0]!, endToEndId: 'P-2', amountCents: 123_456_789 },
          { ...input().payments[0]!, endToEndId: 'P-3', amountCents: 10 },
          { ...input().payments[0]!, endToEndId: 'P-4', amountCents: 100 },
        ],
      }),
    );

    expect(await schemaErrors(xml)).toEqual([]);
    expect(texts(xml, 'InstdAmt')).toEqual(['0.01', '1234567.89', '0.10', '1.00']);
    // 0.01 + 1,234,567.89 + 0.10 + 1.00, where a float sum would drift.
    expect(texts(xml, 'CtrlSum')).toEqual(['1234569.00', '1234569.00']);
    expect(texts(xml, 'NbOfTxs')).toEqual(['4', '4']);
  });

  it('keeps CtrlSum the exact sum of the amounts, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999_999_999 }), { minLength: 1, maxLength: 30 }),
        (amounts) => {
          const xml = sepaCreditTransferXml(
            input({
              payments: amounts.map((amountCents, index) => ({
                ...input().payments[0]!,
                endToEndId: `P-${index}`,
                amountCents,
              })),
            }),
          );
          const cents = (text: string) => BigInt(text.replace('.', ''));
          const written = texts(xml, 'InstdAmt');
          expect(written.every((amount) => /^\d+\.\d\d$/.test(amount))).toBe(true);
          expect(written.map(cents)).toEqual(amounts.map(BigInt));
          const sum = amounts.reduce((total, amount) => total + BigInt(amount), 0n);
          expect(texts(xml, 'CtrlSum').map(cents)).toEqual([sum, sum]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is checked by a validator that does reject a wrong document', async () => {
    const xml = sepaCreditTransferXml(input());
    const withoutDate = xml.replace(/<ReqdExctnDt>[^<]*<\/ReqdExctnDt>/, '');
    const badCharges = xml.replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>FREE</ChrgBr>');

    expect(withoutDate).not.toBe(xml);
    expect((await schemaErrors(withoutDate)).join('\n')).toMatch(/ReqdExctnDt/);
    expect((await schemaErrors(badCharges)).join('\n')).toMatch(/ChrgBr/);
  });

  it('refuses a file of no payments', () => {
    const zero = () => sepaCreditTransferXml(input({ payments: [] }));
    expect(zero).toThrow(SepaFileError);
    expect(zero).toThrow(expect.objectContaining({ code: 'NO_PAYMENTS', field: 'payments' }));
  });

  it('refuses what a bank would refuse, naming the field', () => {
    const payment = input().payments[0]!;
    const cases: [Partial<SepaCreditTransferInput>, SepaFileError['code'], string][] = [
      [
        { payments: [{ ...payment, creditorIban: 'IT37A0301503200000003517230' }] },
        'INVALID_IBAN',
        'payments.0.creditorIban',
      ],
      [{ debtor: { ...input().debtor, iban: 'not an iban' } }, 'INVALID_IBAN', 'debtor.iban'],
      [{ debtor: { ...input().debtor, bic: 'BPMO' } }, 'INVALID_BIC', 'debtor.bic'],
      [{ payments: [{ ...payment, amountCents: 0 }] }, 'INVALID_AMOUNT', 'payments.0.amountCents'],
      [
        { payments: [{ ...payment, amountCents: 10.5 }] },
        'INVALID_AMOUNT',
        'payments.0.amountCents',
      ],
      [
        { payments: [{ ...payment, amountCents: 100_000_000_000 }] },
        'INVALID_AMOUNT',
        'payments.0.amountCents',
      ],
      [{ payments: [payment, payment] }, 'DUPLICATE_END_TO_END_ID', 'payments.1.endToEndId'],
      [
        { payments: [{ ...payment, endToEndId: 'x'.repeat(36) }] },
        'INVALID_REFERENCE',
        'payments.0.endToEndId',
      ],
      [
        { payments: [{ ...payment, endToEndId: 'PAYOUT//1' }] },
        'INVALID_REFERENCE',
        'payments.0.endToEndId',
      ],
      [{ messageId: 'RUN_17' }, 'INVALID_REFERENCE', 'messageId'],
      [{ executionDate: '2026-02-30' }, 'INVALID_DATE', 'executionDate'],
      [{ createdAt: new Date('nonsense') }, 'INVALID_DATE', 'createdAt'],
      [
        { payments: [{ ...payment, creditorName: '书店' }] },
        'INVALID_TEXT',
        'payments.0.creditorName',
      ],
    ];
    for (const [overrides, code, field] of cases) {
      expect(() => sepaCreditTransferXml(input(overrides)), `${code} ${field}`).toThrow(
        expect.objectContaining({ code, field }),
      );
    }
  });
});

describe('text in SEPA’s character set', () => {
  it('turns letters into plain ones, & into +, and drops what SEPA does not carry', () => {
    expect(toSepaText('Perché è già così?', 70)).toBe('Perche e gia cosi?');
    expect(toSepaText('Ærø Œuvre Łódź Straße', 70)).toBe('AEro OEuvre Lodz Strasse');
    expect(toSepaText('Libri & Caffè', 70)).toBe('Libri + Caffe');
    expect(toSepaText('«Il Gabbiano» – n° 5 @ Roma_Nord', 70)).toBe(
      "'Il Gabbiano' - n 5 Roma-Nord",
    );
    expect(toSepaText('  molti    spazi\n\te righe  ', 70)).toBe('molti spazi e righe');
  });

  it('cuts at the limit after transliterating, never leaving a space at the end', () => {
    expect(toSepaText('ß'.repeat(40), 70)).toBe('ss'.repeat(35));
    expect(toSepaText('abc defgh', 4)).toBe('abc');
  });
});
