import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generatedDocuments,
  markDocumentsPure,
  printTokens,
  documentTokens,
  replaceDocumentCalls,
} from './graphql-documents-plugin.ts';

// What the client preset writes into src/gql/graphql.ts (its layout after Prettier).
const GENERATED = `
export class TypedDocumentString<TResult, TVariables> extends String {}
export const GetBasketDocument = new TypedDocumentString(\`
    query GetBasket {
  getBasket {
    ...BasketFields
  }
}
    fragment BasketFields on Basket {
  itemNumber
}\`) as unknown as TypedDocumentString<GetBasketQuery, GetBasketQueryVariables>;
export const BasketFieldsFragmentDoc = new TypedDocumentString(
  \`
    fragment BasketFields on Basket {
  itemNumber
}
    \`,
  { fragmentName: 'BasketFields' },
) as unknown as TypedDocumentString<BasketFieldsFragment, unknown>;
export const RemoveProductDocument = new TypedDocumentString(\`
    mutation removeProduct($productId: ID!, $qty: Int) {
  removeProduct(productId: $productId, qty: $qty) {
    itemNumber
  }
}
    \`) as unknown as TypedDocumentString<RemoveProductMutation, RemoveProductMutationVariables>;
`;

const MODULE = '/app/src/gql/graphql.ts';
const documents = generatedDocuments(GENERATED);

describe('replaceDocumentCalls', () => {
  it('replaces each call by its generated document, fragments included, on one line', () => {
    const code = [
      "import { graphql } from '../gql/gql';",
      'graphql(`',
      '  fragment BasketFields on Basket {',
      '    itemNumber',
      '  }',
      '`);',
      'const GET_BASKET = graphql(`',
      '  query GetBasket {',
      '    getBasket {',
      '      ...BasketFields',
      '    }',
      '  }',
      '`);',
      'const REMOVE = graphql(`mutation removeProduct($productId: ID!, $qty: Int) {',
      '  removeProduct(productId: $productId, qty: $qty) { itemNumber } }`);',
    ].join('\n');
    expect(replaceDocumentCalls(code, documents, MODULE)).toBe(
      [
        `import { TypedDocumentString as __TypedDocumentString } from "${MODULE}";`,
        "import { graphql } from '../gql/gql';",
        '/* @__PURE__ */ new __TypedDocumentString("fragment BasketFields on Basket{itemNumber}");',
        'const GET_BASKET = /* @__PURE__ */ new __TypedDocumentString(' +
          '"query GetBasket{getBasket{...BasketFields}}fragment BasketFields on Basket{itemNumber}");',
        'const REMOVE = /* @__PURE__ */ new __TypedDocumentString(' +
          '"mutation removeProduct($productId:ID!$qty:Int){removeProduct(productId:$productId qty:$qty){itemNumber}}");',
      ].join('\n'),
    );
  });

  it('leaves code without calls alone', () => {
    expect(replaceDocumentCalls('graphqlRequest(name, DOCUMENT, {});', documents, MODULE)).toBe(
      null,
    );
  });

  it('refuses a document the generated files do not hold as written (they are stale)', () => {
    const changed = 'graphql(`query GetBasket { getBasket { bookshops { id } } }`)';
    expect(() => replaceDocumentCalls(changed, documents, MODULE)).toThrow(
      /not in src\/gql \(run npm run codegen:graphql\): query GetBasket/,
    );
    const unknown = 'graphql(`query GetWishlist { getWishlist { id } }`)';
    expect(() => replaceDocumentCalls(unknown, documents, MODULE)).toThrow(/not in src\/gql/);
  });

  it('refuses a call it cannot read whole', () => {
    const interpolated = 'graphql(`query GetBasket { getBasket { ${FIELDS} } }`)';
    expect(() => replaceDocumentCalls(interpolated, documents, MODULE)).toThrow(
      /without a plain template literal/,
    );
  });
});

it('marks the generated documents pure, so the ones nothing imports are left out', () => {
  const marked = markDocumentsPure(GENERATED);
  expect(marked.match(/= \/\* @__PURE__ \*\/ new TypedDocumentString\(/g)).toHaveLength(3);
  expect(marked.replaceAll('/* @__PURE__ */ ', '')).toBe(GENERATED);
});

it('prints tokens that read back the same', () => {
  const text =
    'query Q($a: [ID!]!, $b: Int = -1) { f(a: $a, b: $b) @include(if: true) { ... on T { x } } }';
  expect(documentTokens(printTokens(documentTokens(text)))).toEqual(documentTokens(text));
});

it('finds every generated document of the app', () => {
  const source = readFileSync(path.join(import.meta.dirname, '../src/gql/graphql.ts'), 'utf8');
  const names = [...generatedDocuments(source).keys()];
  expect(names).toContain('GetBasket');
  expect(names).toContain('ProductFields');
  expect(names.length).toBe(source.match(/^export const \w+ =/gm)?.length);
});
