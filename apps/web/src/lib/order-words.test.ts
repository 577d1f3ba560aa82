import { describe, expect, it } from 'vitest';
import itAreas from '../i18n/areas/it.json';
import { createTranslator } from '../i18n/translate';
import { PART_STATUS_KEYS, lineStatePhrases, wordKey } from './order-words';

const t = createTranslator('it', itAreas);
const said = (line: { qty: number; rejectedQty: number }, status: string) =>
  lineStatePhrases(line, status).map((p) => t(p.key, p.values));

describe('a line’s state, in the one vocabulary of the order pages', () => {
  it('follows its part once accepted, shipped or collected: never “to confirm” again', () => {
    expect(said({ qty: 1, rejectedQty: 0 }, 'TO_CONFIRM')).toEqual([
      'Da confermare dalla libreria',
    ]);
    expect(said({ qty: 1, rejectedQty: 0 }, 'ACCEPTED')).toEqual(['Confermato']);
    expect(said({ qty: 2, rejectedQty: 0 }, 'SHIPPED')).toEqual(['Spedito']);
    expect(said({ qty: 1, rejectedQty: 0 }, 'COLLECTED')).toEqual(['Ritirato']);
  });

  it('says a line rejected whole is rejected by the bookshop, whatever its part does', () => {
    expect(said({ qty: 2, rejectedQty: 2 }, 'TO_CONFIRM')).toEqual(['Rifiutato dalla libreria']);
    expect(said({ qty: 1, rejectedQty: 1 }, 'SHIPPED')).toEqual(['Rifiutato dalla libreria']);
  });

  it('says how many copies were rejected beside the state of those kept', () => {
    expect(said({ qty: 2, rejectedQty: 1 }, 'SHIPPED')).toEqual([
      'Spedito',
      '1 copia su 2 rifiutata dalla libreria',
    ]);
    expect(said({ qty: 5, rejectedQty: 3 }, 'ACCEPTED')).toEqual([
      'Confermato',
      '3 copie su 5 rifiutate dalla libreria',
    ]);
  });

  it('has a word for every part state, and none for a state it does not know', () => {
    for (const key of Object.values(PART_STATUS_KEYS)) expect(t(key)).not.toBe(key);
    expect(wordKey(PART_STATUS_KEYS, 'LOST')).toBeNull();
    expect(said({ qty: 1, rejectedQty: 0 }, 'LOST')).toEqual([]);
  });
});
