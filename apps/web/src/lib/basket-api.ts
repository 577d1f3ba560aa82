import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from './graphql';

// The basket's GraphQL operations (CONTRACT §3), shared by the cart page, the catalogue's
// add-to-cart buttons and the header's cart count. Every mutation answers the whole basket,
// which replaces the cached one.

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
  /** JSON text: { props: { autori, editori, anni }, product_class, classe_css } */
  cache_it: string;
  cache_en: string;
  cache_fr: string;
  cache_es: string;
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

/** A product's own fields (the basket reads them too; its lines sit under their bookshop). */
export const PRODUCT_OWN_FIELDS = /* GraphQL */ `
  id
  title
  slug
  description
  cache_it
  cache_en
  cache_fr
  cache_es
  available
  price
  discount
  discountedPrice
  weight
  cssClass
`;

export const BASKET_FIELDS = /* GraphQL */ `
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
      total
      product {
        ${PRODUCT_OWN_FIELDS}
      }
    }
  }
  itemNumber
`;

const GET_BASKET = `query GetBasket { getBasket { ${BASKET_FIELDS} } }`;
const ADD_PRODUCT = `mutation AddProduct($productId: ID!) { addProduct(productId: $productId) { ${BASKET_FIELDS} } }`;
const REMOVE_PRODUCT = `mutation removeProduct($productId: ID!, $qty: Int) { removeProduct(productId: $productId, qty: $qty) { ${BASKET_FIELDS} } }`;

export const basketQueryKey = ['basket'] as const;

export async function getBasket(signal?: AbortSignal): Promise<Basket> {
  const data = await graphqlRequest<{ getBasket: Basket }>('GetBasket', GET_BASKET, {}, { signal });
  return data.getBasket;
}

export async function addProduct(productId: string): Promise<Basket> {
  const data = await graphqlRequest<{ addProduct: Basket }>('AddProduct', ADD_PRODUCT, {
    productId,
  });
  return data.addProduct;
}

/** qty null removes the whole line; 1 removes one copy. */
export async function removeProduct(productId: string, qty: number | null): Promise<Basket> {
  const data = await graphqlRequest<{ removeProduct: Basket }>('removeProduct', REMOVE_PRODUCT, {
    productId,
    qty,
  });
  return data.removeProduct;
}

export function basketQueryOptions() {
  return queryOptions({
    queryKey: basketQueryKey,
    queryFn: ({ signal }) => getBasket(signal),
    staleTime: 10_000,
  });
}

export function useBasket() {
  return useQuery(basketQueryOptions());
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryKey, basket),
  });
}

export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: string; qty: number | null }) =>
      removeProduct(productId, qty),
    onSuccess: (basket) => queryClient.setQueryData(basketQueryKey, basket),
  });
}

/** The parsed per-language product cache; an empty one when the JSON is unreadable. */
export function productCache(product: BasketProduct, lang: 'it' | 'en' | 'fr' | 'es') {
  try {
    return JSON.parse(product[`cache_${lang}`]) as {
      props?: ProductCacheProps;
      product_class?: string;
      classe_css?: string;
    };
  } catch {
    return {};
  }
}
