import { describe, expect, it } from 'vitest';
import { depsNotLoaded, staticallyLoaded, type ChunkImports } from './preload-dependencies';

const chunk = (fileName: string, imports: string[] = [], isEntry = false): ChunkImports => ({
  fileName,
  imports,
  isEntry,
});

/** The entry imports React and the router; the cart page imports money; the offers chunk, lazy. */
const CHUNKS = [
  chunk('assets/index.js', ['assets/react.js', 'assets/router.js'], true),
  chunk('assets/react.js'),
  chunk('assets/router.js', ['assets/react.js']),
  chunk('assets/cart-page.js', ['assets/react.js', 'assets/money.js']),
  chunk('assets/money.js'),
  chunk('assets/offers.js', ['assets/react.js', 'assets/money.js', 'assets/button.js']),
  chunk('assets/button.js', ['assets/router.js']),
];

describe('staticallyLoaded', () => {
  it('follows static imports transitively, once each', () => {
    const byFile = new Map(CHUNKS.map((c) => [c.fileName, c]));
    expect([...staticallyLoaded('assets/offers.js', byFile)].sort()).toEqual([
      'assets/button.js',
      'assets/money.js',
      'assets/offers.js',
      'assets/react.js',
      'assets/router.js',
    ]);
  });
});

describe('depsNotLoaded', () => {
  const offersDeps = ['assets/react.js', 'assets/money.js', 'assets/button.js', 'assets/router.js'];

  it("leaves out the entry's chunks and the importing chunk's own", () => {
    expect(depsNotLoaded(offersDeps, 'assets/cart-page.js', CHUNKS)).toEqual(['assets/button.js']);
  });

  it('keeps what the importing chunk does not load itself', () => {
    expect(depsNotLoaded(offersDeps, 'assets/index.js', CHUNKS)).toEqual([
      'assets/money.js',
      'assets/button.js',
    ]);
  });

  it('keeps the list whole for a chunk it does not know', () => {
    expect(depsNotLoaded(offersDeps, 'assets/elsewhere.js', CHUNKS)).toEqual(offersDeps);
  });
});
