import { randomBytes } from 'node:crypto';
import { LANGUAGES } from '@scaffale/domain/languages';
import { describe, expect, it } from 'vitest';
import {
  checkRouteBudgets,
  formatBudgetTable,
  gzipBytes,
  isPasswordJudgeModule,
  isPaymentSdkModule,
  languageOfModule,
  type BundleChunk,
  type RouteBudget,
} from './route-budgets';

const SRC = '/repo/apps/web/src';
const NM = '/repo/node_modules';

/** Code that gzip cannot shrink below its 6 bits a character: about `kb` KB gzipped. */
function incompressible(kb: number): string {
  return randomBytes(Math.round(kb * 1024)).toString('base64');
}

function chunk(fileName: string, kb: number, extra: Partial<BundleChunk> = {}): BundleChunk {
  return {
    fileName,
    code: incompressible(kb),
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [`${SRC}/${fileName}.ts`],
    ...extra,
  };
}

/**
 * A small app: the entry imports the framework; the cart page imports a helper; the checkout
 * page imports the same helper and, lazily only, the Stripe element; four language chunks.
 */
function bundle(overrides: Record<string, Partial<BundleChunk>> = {}): BundleChunk[] {
  const chunks = [
    chunk('index.js', 10, {
      isEntry: true,
      imports: ['framework.js'],
      moduleIds: [`${SRC}/main.tsx`],
    }),
    chunk('framework.js', 40, { moduleIds: [`${NM}/react-dom/index.js`] }),
    chunk('cart-page.js', 5, {
      facadeModuleId: `${SRC}/features/cart/cart-page.tsx`,
      imports: ['money.js', 'framework.js'],
    }),
    chunk('money.js', 1),
    chunk('checkout-page.js', 8, {
      facadeModuleId: `${SRC}/features/checkout/checkout-page.tsx`,
      imports: ['money.js'],
    }),
    chunk('stripe-element.js', 30, {
      moduleIds: [`${NM}/@stripe/react-stripe-js/dist/index.mjs`],
    }),
    chunk('home-page.js', 50, { facadeModuleId: `${SRC}/features/catalog/home-page.tsx` }),
    ...LANGUAGES.map((lang, i) =>
      chunk(`${lang}.js`, 4 + i, { moduleIds: [`${SRC}/i18n/${lang}.json`] }),
    ),
  ];
  return chunks.map((c) => ({ ...c, ...overrides[c.fileName] }));
}

const budgets: RouteBudget[] = [
  { route: 'cart', page: 'src/features/cart/cart-page.tsx', budgetKb: 70 },
  { route: 'checkout', page: 'src/features/checkout/checkout-page.tsx', budgetKb: 70 },
];

const byName = (chunks: readonly BundleChunk[]) => {
  const sizes = new Map(chunks.map((c) => [c.fileName, gzipBytes(c.code)]));
  return (fileName: string) => sizes.get(fileName)!;
};

describe('route budgets', () => {
  it('counts the entry, the page and their static imports, plus the largest language', () => {
    const chunks = bundle();
    const [cart, checkout] = checkRouteBudgets(chunks, budgets);
    expect(cart!.files).toEqual(['index.js', 'framework.js', 'cart-page.js', 'money.js', 'es.js']);
    // The Stripe element is imported lazily: not in the checkout's initial set.
    expect(checkout!.files).toEqual([
      'index.js',
      'framework.js',
      'checkout-page.js',
      'money.js',
      'es.js',
    ]);
    const size = byName(chunks);
    const expected = ['index.js', 'framework.js', 'cart-page.js', 'money.js', 'es.js']
      .map(size)
      .reduce((a, b) => a + b);
    expect(cart!.gzipKb).toBeCloseTo(expected / 1024, 1);
    expect(cart!.problems).toEqual([]);
    expect(checkout!.problems).toEqual([]);
  });

  it('fails a route over its budget', () => {
    const chunks = bundle({ 'money.js': { code: incompressible(20) } });
    const [cart, checkout] = checkRouteBudgets(chunks, budgets);
    expect(cart!.problems).toEqual([expect.stringMatching(/KB gzip is over its budget of 70 KB$/)]);
    expect(checkout!.problems).toHaveLength(1);
  });

  it('fails a route whose initial set holds a payment SDK', () => {
    const chunks = bundle({
      'checkout-page.js': { imports: ['money.js', 'stripe-element.js'] },
      'stripe-element.js': { code: incompressible(1) },
    });
    const [cart, checkout] = checkRouteBudgets(chunks, budgets);
    expect(cart!.problems).toEqual([]);
    expect(checkout!.problems).toEqual([
      expect.stringContaining('payment SDK in the initial set (stripe-element.js'),
    ]);
  });

  it('finds braintree-web too, when a chunk shared with the entry holds it', () => {
    const chunks = bundle({
      'framework.js': {
        moduleIds: [`${NM}/react-dom/index.js`, `${NM}/braintree-web/client/index.js`],
      },
    });
    for (const report of checkRouteBudgets(chunks, budgets)) {
      expect(report.problems).toEqual([expect.stringContaining('braintree-web')]);
    }
  });

  it('fails a route whose initial set holds the password judge or its dictionaries', () => {
    const chunks = bundle({
      'money.js': {
        moduleIds: [`${SRC}/money.ts`, `${NM}/@zxcvbn-ts/language-common/dist/index.mjs`],
      },
    });
    for (const report of checkRouteBudgets(chunks, budgets)) {
      expect(report.problems).toEqual([
        expect.stringContaining('password dictionaries in the initial set (money.js'),
      ]);
    }
  });

  it('allows one language in the initial set, counted instead of the largest, not two', () => {
    const one = bundle({ 'index.js': { imports: ['framework.js', 'it.js'] } });
    const [cart] = checkRouteBudgets(one, budgets);
    expect(cart!.problems).toEqual([]);
    expect(cart!.files).toContain('it.js');
    expect(cart!.files).not.toContain('fr.js');

    const two = bundle({ 'cart-page.js': { imports: ['en.js', 'it.js'] } });
    const [cartWithTwo, checkout] = checkRouteBudgets(two, budgets);
    expect(cartWithTwo!.problems).toEqual(['2 languages in the initial set (en, it)']);
    expect(checkout!.problems).toEqual([]);
  });

  it('fails a route whose page is not a chunk of its own', () => {
    const [cart] = checkRouteBudgets(bundle(), [
      { route: 'cart', page: 'src/features/cart/missing-page.tsx', budgetKb: 500 },
    ]);
    expect(cart!.problems).toEqual([expect.stringContaining('no chunk of its own')]);
  });

  it('recognises SDK and language modules by path', () => {
    expect(isPaymentSdkModule(`${NM}/@stripe/stripe-js/dist/index.mjs`)).toBe(true);
    expect(isPaymentSdkModule(`${NM}/braintree-web/paypal-checkout/index.js`)).toBe(true);
    expect(isPaymentSdkModule(`${SRC}/features/checkout/stripe-payment-element.tsx`)).toBe(false);
    expect(isPasswordJudgeModule(`${NM}/@zxcvbn-ts/core/dist/index.mjs`)).toBe(true);
    expect(isPasswordJudgeModule('/repo/packages/domain/src/password-strength.ts')).toBe(true);
    expect(isPasswordJudgeModule('/repo/packages/domain/src/password.ts')).toBe(false);
    expect(isPasswordJudgeModule(`${SRC}/components/account/password-strength.ts`)).toBe(false);
    expect(languageOfModule(`${SRC}/i18n/fr.json`)).toBe('fr');
    expect(languageOfModule(`${SRC}/i18n/fr.json?import`)).toBe('fr');
    expect(languageOfModule(`${SRC}/i18n/index.ts`)).toBeNull();
  });

  it("tells every one of the product's languages", () => {
    expect(LANGUAGES.map((lang) => languageOfModule(`${SRC}/i18n/${lang}.json`))).toEqual([
      ...LANGUAGES,
    ]);
  });

  it('prints one row per route', () => {
    const table = formatBudgetTable(checkRouteBudgets(bundle(), budgets));
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/^route\s+initial JS \(KB gzip\)\s+budget \(KB\)\s+result/);
    expect(table).toMatch(/\ncart\s+\d+\.\d\s+70\s+ok/);
  });
});
