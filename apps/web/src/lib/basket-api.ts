import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Lang } from '../config/languages';
import { useLang } from '../i18n/use-lang';
import { graphqlRequest } from './graphql';

// The basket's GraphQL operations (CONTRACT §3), shared by the cart page, the catalogue's
// add-to-cart buttons and the header's cart count. Every mutation answers the whole basket,
// which replaces the cached one. The basket asks for the product cache of the page's language
// only (the server then reads only that one); it is cached per language.

export interface ProductCacheProps {
  autori?: string[];
  editori?: string[];
  anni?: string[];
}

export interface BasketProduct {
  id: string;
  title: string;
  slug: string;
  description: string;
  /**
   * JSON text: { props: { autori, editori, anni }, product_class, classe_css }. The basket
   * carries only its language's; the catalogue all four.
   */
  cache_it?: string;
  cache_en?: string;
  cache_fr?: string;
  cache_es?: string;
  available: number;
  /** Decimal strings in EUR ("12.50"). */
  price: string;
  discount: number;
  discountedPrice: string;
  weight: number;
  cssClass: string;
}

export interface BasketLine {
  id: string;
  qty: number;
  /** The quantity asked for before other buyers left fewer copies; null when unchanged. */
  adjustedFrom: number | null;
  product: BasketProduct;
  total: string;
}

export interface BasketBookshop {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  inVacation: boolean;
  /** YYYY-MM-DD while on vacation. */
  vacationEnd: string | null;
  basketLines: BasketLine[];
}

export interface Basket {
  bookshops: BasketBookshop[];
  itemNumber: number;
}

/** A product's own fields but its language caches. */
const PRODUCT_SCALAR_FIELDS =
  'id title slug description available price discount discountedPrice weight cssClass';

/** A product's own fields (the basket reads them too; its lines sit under their bookshop). */
export const PRODUCT_OWN_FIELDS = `${PRODUCT_SCALAR_FIELDS} cache_it cache_en cache_fr cache_es`;

/** A product's own fields with the cache of one language (the basket's lines). */
function basketProductFields(lang: Lang): string {
  return `${PRODUCT_SCALAR_FIELDS} cache_${lang}`;
}

function basketFields(lang: Lang): string {
  return /* GraphQL */ `
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
        ${basketProductFields(lang)}
      }
    }
  }
  itemNumber
`;
}

/** The basket's three operations, written once per language. */
const documents = new Map<Lang, { get: string; add: string; remove: string }>();
function basketDocuments(lang: Lang) {
  let found = documents.get(lang);
  if (!found) {
    const fields = basketFields(lang);
    found = {
      get: `query GetBasket { getBasket { ${fields} } }`,
      add: `mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { ${fields} } }`,
      remove: `mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { ${fields} } }`,
    };
    documents.set(lang, found);
  }
  return found;
}

const basketQueryKey = (lang: Lang) => ['basket', lang] as const;

/** A changed basket: this language's answer replaces the cache, the others are stale. */
function storeBasket(queryClient: QueryClient, lang: Lang, basket: Basket): void {
  queryClient.removeQueries({
    queryKey: ['basket'],
    predicate: (query) => query.queryKey[1] !== lang,
  });
  queryClient.setQueryData(basketQueryKey(lang), basket);
}

export async function getBasket(lang: Lang, signal?: AbortSignal): Promise<Basket> {
  const data = await graphqlRequest<{ getBasket: Basket }>(
    'GetBasket',
    basketDocuments(lang).get,
    {},
    { signal },
  );
  return data.getBasket;
}

export async function addProduct(lang: Lang, productId: string): Promise<Basket> {
  const data = await graphqlRequest<{ addProduct: Basket }>(
    'AddProduct',
    basketDocuments(lang).add,
    { productId },
  );
  return data.addProduct;
}

/** qty null removes the whole line; 1 removes one copy. */
export async function removeProduct(
  lang: Lang,
  productId: string,
  qty: number | null,
): Promise<Basket> {
  const data = await graphqlRequest<{ removeProduct: Basket }>(
    'removeProduct',
    basketDocuments(lang).remove,
    { productId, qty },
  );
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
