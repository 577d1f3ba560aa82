import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { GetProductsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

/** Books per catalogue page. */
export const PAGE_SIZE = 12;

export const GET_PRODUCTS = graphql(`
  query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {
    getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {
      items {
        ...ProductFields
      }
      total
      page
      pageSize
    }
  }
`);

export interface ProductsFilter {
  /** Title or author; empty for every book. */
  search: string;
  /** Only this bookshop's books; null for all. */
  bookshopId: string | null;
  /** From 1. */
  page: number;
}

export type ProductPage = GetProductsQuery['getProducts'];

/** The variables of the catalogue's query for `filter` (the server renders with them too). */
export function productsVariables(filter: ProductsFilter) {
  return {
    search: filter.search.trim() || null,
    bookshopId: filter.bookshopId,
    page: filter.page,
    pageSize: PAGE_SIZE,
  };
}

export async function getProducts(filter: ProductsFilter, signal?: AbortSignal) {
  const data = await graphqlRequest('GetProducts', GET_PRODUCTS, productsVariables(filter), {
    signal,
  });
  return data.getProducts;
}

export function productsQueryOptions(filter: ProductsFilter) {
  return queryOptions({
    queryKey: ['catalog', 'products', filter.search.trim(), filter.bookshopId, filter.page],
    queryFn: ({ signal }) => getProducts(filter, signal),
    // Stock changes: a short freshness, and the previous page stays on screen while the
    // next one loads (the list is marked busy meanwhile).
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filter: ProductsFilter) {
  return useQuery(productsQueryOptions(filter));
}

/** How many pages `total` books fill; at least one, so an empty result is 'page 1 of 1'. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
