import { describe, expect, it } from 'vitest';
import en from '../i18n/areas/en.json';
import fr from '../i18n/areas/fr.json';
import itStrings from '../i18n/areas/it.json';
import { createTranslator, type Translate } from '../i18n/translate';
import { storeCreditMovement } from './store-credit-words';

const translator = (lang: string, resources: object) =>
  createTranslator(lang, resources as Parameters<typeof createTranslator>[1]) as Translate;

describe('storeCreditMovement', () => {
  it('says an order’s movement in the page’s language, never the ledger’s code', () => {
    const t = translator('it', itStrings);
    expect(storeCreditMovement({ kind: 'ORDER_PAID', reason: 'order' }, t)).toBe(
      'Pagamento di un ordine',
    );
    expect(storeCreditMovement({ kind: 'PART_REFUNDED', reason: 'order part refunded' }, t)).toBe(
      'Rimborso di una parte di un ordine',
    );
    expect(
      storeCreditMovement(
        { kind: 'PART_REFUNDED', reason: 'order part refunded' },
        translator('en', en),
      ),
    ).toBe('Refund of part of an order');
  });

  it('gives an adjustment the words it was made with', () => {
    expect(
      storeCreditMovement(
        { kind: 'ADJUSTMENT', reason: 'Buono regalo' },
        translator('it', itStrings),
      ),
    ).toBe('Rettifica: Buono regalo');
    expect(
      storeCreditMovement({ kind: 'ADJUSTMENT', reason: 'Bon cadeau' }, translator('fr', fr)),
    ).toBe('Ajustement\u202f: Bon cadeau');
  });
});
