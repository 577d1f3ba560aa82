import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_FIELDS, type CatalogProduct } from '../../../lib/catalog';
import { graphqlRequest } from '../../../lib/graphql';

const GET_PRODUCT = /* GraphQL */ `
  query GetProduct($id: ID!) {
    getProduct(id: $id) { ${PRODUCT_FIELDS} }
  }
`;

/** One book with its bookshop; null when no book has that id. */
export async function getProduct(id: string, signal?: AbortSignal) {
  const data = await graphqlRequest<{ getProduct: CatalogProduct | null }>(
    'GetProduct',
    GET_PRODUCT,
    { id },
    { signal },
  );
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
