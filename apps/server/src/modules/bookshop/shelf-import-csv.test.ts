import { describe, expect, it } from 'vitest';
import { csvRecords, decodedText, separatorOf } from './shelf-import-csv.ts';
import { importPriceCents, splitAuthors } from './shelf-import-rows.ts';

async function* pieces<T>(parts: readonly T[]): AsyncGenerator<T> {
  for (const part of parts) yield part;
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('decoding a shelf file', () => {
  it('reads UTF-8 cut inside a character, its byte-order mark dropped', async () => {
    const whole = bytes('\uFEFFtitolo\nPerché è così\n');
    const cuts = [2, 9, 14, whole.length];
    const parts = cuts.map((end, i) => whole.slice(i === 0 ? 0 : cuts[i - 1], end));
    expect((await all(decodedText(pieces(parts)))).join('')).toBe('titolo\nPerché è così\n');
  });

  it('reads Windows-1252 when the first bytes outside ASCII are not UTF-8', async () => {
    const ascii = bytes('titolo\n'.repeat(3));
    const latin = Uint8Array.from([0x50, 0x65, 0x72, 0x63, 0x68, 0xe9, 0x20, 0x92, 0x80, 0x0a]);
    expect((await all(decodedText(pieces([ascii, latin])))).join('')).toBe(
      `${'titolo\n'.repeat(3)}Perché ’€\n`,
    );
    // A last byte alone: decided at the end of the stream.
    const lone = await all(decodedText(pieces([Uint8Array.from([0x61, 0xe0])])));
    expect(lone.join('')).toBe('aà');
  });
});

describe('reading CSV records', () => {
  it('chooses the separator the header line holds more of, outside quotes', () => {
    expect(separatorOf('isbn;prezzo;copie')).toBe(';');
    expect(separatorOf('isbn,price,copies')).toBe(',');
    expect(separatorOf('"a;b;c",isbn,price')).toBe(',');
    expect(separatorOf('isbn')).toBe(';');
  });

  it('keeps quoted separators, quotes and line breaks, whatever the pieces', async () => {
    const text = 'isbn,title\r\n1,"a, ""b""\r\nc"\r\n\r\n2,plain\n3,"last"';
    const expected = [
      { line: 1, fields: ['isbn', 'title'], separator: ',' },
      { line: 2, fields: ['1', 'a, "b"\nc'], separator: ',' },
      { line: 5, fields: ['2', 'plain'], separator: ',' },
      { line: 6, fields: ['3', 'last'], separator: ',' },
    ];
    expect(await all(csvRecords(pieces([text])))).toEqual(expected);
    // One character at a time: every state carried from one piece to the next.
    expect(await all(csvRecords(pieces([...text])))).toEqual(expected);
  });
});

describe('a line’s values', () => {
  it('reads a price with one decimal mark and at most two decimals, in cents', () => {
    expect(importPriceCents('14,50')).toBe(1450);
    expect(importPriceCents('14.5')).toBe(1450);
    expect(importPriceCents(' 14 ')).toBe(1400);
    expect(importPriceCents('0,01')).toBe(1);
    expect(importPriceCents('10000,00')).toBe(1_000_000);
    for (const wrong of ['1.234,50', '14,505', '0', '-1,00', '10000,01', '€ 5', '', '1e3'])
      expect(importPriceCents(wrong), wrong).toBeNull();
  });

  it('splits authors on semicolons when there is one, else on commas', () => {
    expect(splitAuthors('Carlo Fruttero; Franco Lucentini')).toEqual([
      'Carlo Fruttero',
      'Franco Lucentini',
    ]);
    expect(splitAuthors('Carlo Fruttero, Franco Lucentini')).toEqual([
      'Carlo Fruttero',
      'Franco Lucentini',
    ]);
    expect(splitAuthors('Calvino, Italo; Levi, Primo')).toEqual(['Calvino, Italo', 'Levi, Primo']);
    expect(splitAuthors('')).toEqual([]);
  });
});
