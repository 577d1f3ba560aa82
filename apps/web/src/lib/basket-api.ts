import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Lang } from '../config/languages';
import { useLang } from '../i18n/use-lang';
import { graphql } from '../gql/gql';
import {
  TypedDocumentString,
  type BasketFieldsFragment,
  type ProductOwnFieldsFragment,
} from '../gql/graphql';
import { graphqlRequest } from './graphql';

// The basket's GraphQL operations (docs/spec/api-contract.md §3.1), shared by the cart page, the
// catalogue's add-to-cart buttons and the header's cart count. Every mutation answers the whole
// basket, which replaces the cached one. The basket asks for the product cache of the page's
// language only (the server then reads only that one); it is cached per language.

export interface ProductCacheProps {
  autori?: string[];
  editori?: string[];
  anni?: string[];
}

// Fragments the documents below use by name (codegen reads them here; src/gql holds their
// types). A product's own fields but its language caches (the catalogue reads them too):
graphql(`
  fragment ProductOwnFields on Product {
    id
    title
    slug
    description
    available
    price
    discount
    discountedPrice
    weight
    cssClass
  }
`);

// The basket's documents ask for the four language caches; each is sent with the page's
// language's only (basketDocuments), so the server reads that one alone. Prices are decimal
// strings in EUR; adjustedFrom is the quantity asked for before other buyers left fewer copies.
graphql(`
  fragment BasketFields on Basket {
    bookshops {
      id
      name
      city
      countryCode
      inVacation
      vacationEnd
      basketLines {
        id
        qty
        adjustedFrom
        total
        product {
          ...ProductOwnFields
          cache_it
          cache_en
          cache_fr
          cache_es
        }
      }
    }
    itemNumber
  }
`);

const GET_BASKET = graphql(`
  query GetBasket {
    getBasket {
      ...BasketFields
    }
  }
`);

const ADD_PRODUCT = graphql(`
  mutation AddProduct($productId: ID!) {
    addProduct(productId: $productId) {
      ...BasketFields
    }
  }
`);

const REMOVE_PRODUCT = graphql(`
  mutation removeProduct($productId: ID!, $qty: Int) {
    removeProduct(productId: $productId, qty: $qty) {
      ...BasketFields
    }
  }
`);

type CacheField = `cache_${Lang}`;

/**
 * A basket's product: its own fields and, of the JSON texts { props: { autori, editori,
 * anni }, product_class, classe_css }, the page language's only (the catalogue reads all four).
 */
export type BasketProduct = ProductOwnFieldsFragment & Partial<Record<CacheField, string>>;

type WireBookshop = BasketFieldsFragment['bookshops'][number];
type WireLine = WireBookshop['basketLines'][number];

export type BasketLine = Omit<WireLine, 'product'> & { product: BasketProduct };
export type BasketBookshop = Omit<WireBookshop, 'basketLines'> & { basketLines: BasketLine[] };
export type Basket = Omit<BasketFieldsFragment, 'bookshops'> & { bookshops: BasketBookshop[] };

const CACHE_FIELD = /\s*\bcache_([a-z]{2})\b/g;

/** The document without the other languages' caches. */
export function withCacheOf<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  lang: Lang,
): TypedDocumentString<TResult, TVariables> {
  const text = document
    .toString()
    .replace(CACHE_FIELD, (field, language) => (language === lang ? field : ''));
  return new TypedDocumentString(text);
}

/** The basket's three operations, written once per language. */
const documents = new Map<
  Lang,
  { get: typeof GET_BASKET; add: typeof ADD_PRODUCT; remove: typeof REMOVE_PRODUCT }
>();
function basketDocuments(lang: Lang) {
  let found = documents.get(lang);
  if (!found) {
    found = {
      get: withCacheOf(GET_BASKET, lang),
      add: withCacheOf(ADD_PRODUCT, lang),
      remove: withCacheOf(REMOVE_PRODUCT, lang),
    };
    documents.set(lang, found);
  }
  return found;
}

const basketQueryKey = (lang: Lang) => ['basket', lang] as const;

/** A changed basket: this language's answer replaces the cache, the others are stale. */
export function storeBasket(queryClient: QueryClient, lang: Lang, basket: Basket): void {
  queryClient.removeQueries({
    queryKey: ['basket'],
    predicate: (query) => query.queryKey[1] !== lang,
  });
  queryClient.setQueryData(basketQueryKey(lang), basket);
}

export async function getBasket(lang: Lang, signal?: AbortSignal): Promise<Basket> {
  const data = await graphqlRequest('GetBasket', basketDocuments(lang).get, {}, { signal });
  return data.getBasket;
}

export async function addProduct(lang: Lang, productId: string): Promise<Basket> {
  const data = await graphqlRequest('AddProduct', basketDocuments(lang).add, { productId });
  return data.addProduct;
}

/** qty null removes the whole line; 1 removes one copy. */
export async function removeProduct(
  lang: Lang,
  productId: string,
  qty: number | null,
): Promise<Basket> {
  const data = await graphqlRequest('removeProduct', basketDocuments(lang).remove, {
    productId,
    qty,
  });
  return data.removeProduct;
}

export function basketQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: basketQueryKey(lang),
    queryFn: ({ signal }) => getBasket(lang, signal),
    staleTime: 10_000,
  });
}

export function useBasket() {
  return useQuery(basketQueryOptions(useLang()));
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: (productId: string) => addProduct(lang, productId),
    onSuccess: (basket) => storeBasket(queryClient, lang, basket),
  });
}

export function useRemoveProduct() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: string; qty: number | null }) =>
      removeProduct(lang, productId, qty),
    onSuccess: (basket) => storeBasket(queryClient, lang, basket),
  });
}

/** The parsed per-language product cache; an empty one when the JSON is unreadable. */
export function productCache(product: BasketProduct, lang: Lang) {
  const text = product[`cache_${lang}`];
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as {
      props?: ProductCacheProps;
      product_class?: string;
      classe_css?: string;
    };
  } catch {
    return {};
  }
}
