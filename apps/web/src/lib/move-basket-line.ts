import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../config/languages';
import { graphql } from '../gql/gql';
import { useLang } from '../i18n/use-lang';
import { storeBasket, withCacheOf, type Basket } from './basket-api';
import { graphqlRequest } from './graphql';

// Moving a basket line to another bookshop's offer of the same book (docs/spec/catalogue-by-book.md):
// a module of its own, apart from basket-api.ts, so only the pages that offer the move (the
// cart's unavailable lines load it when one shows) download its document.

const MOVE_BASKET_LINE = graphql(`
  mutation MoveBasketLine($fromProductId: ID!, $toProductId: ID!) {
    moveBasketLine(fromProductId: $fromProductId, toProductId: $toProductId) {
      ...BasketFields
    }
  }
`);

const documents = new Map<Lang, typeof MOVE_BASKET_LINE>();

/** Moves the line, its quantity kept where the copies allow; the whole new basket. */
export async function moveBasketLine(
  lang: Lang,
  fromProductId: string,
  toProductId: string,
): Promise<Basket> {
  let document = documents.get(lang);
  if (!document) {
    document = withCacheOf(MOVE_BASKET_LINE, lang);
    documents.set(lang, document);
  }
  const data = await graphqlRequest('MoveBasketLine', document, { fromProductId, toProductId });
  return data.moveBasketLine;
}

export function useMoveBasketLine() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: ({ fromProductId, toProductId }: { fromProductId: string; toProductId: string }) =>
      moveBasketLine(lang, fromProductId, toProductId),
    onSuccess: (basket) => storeBasket(queryClient, lang, basket),
  });
}
