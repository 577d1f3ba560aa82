import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { graphqlRequest } from '../../../lib/graphql';

const GET_PRODUCT = graphql(`
  query GetProduct($id: ID!) {
    getProduct(id: $id) {
      ...ProductFields
      isbn
    }
  }
`);

/** One book with its bookshop; null when no book has that id. */
export async function getProduct(id: string, signal?: AbortSignal) {
  const data = await graphqlRequest('GetProduct', GET_PRODUCT, { id }, { signal });
  return data.getProduct;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 10_000,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
