import type { Lang } from '../config/languages';
import { graphql } from '../gql/gql';
import type { BookshopFieldsFragment, ProductFieldsFragment } from '../gql/graphql';
import { productCache, type BasketProduct } from './basket-api';

// The catalogue's shapes and the rules the pages read them by, shared by the catalogue,
// the bookshop page and the wishlist (features never import each other). The fragments are
// used by name in their documents (codegen reads them here).

graphql(`
  fragment BookshopFields on Bookshop {
    id
    name
    city
    countryCode
    description
    inVacation
    vacationEnd
  }
`);

graphql(`
  fragment ProductFields on Product {
    ...ProductOwnFields
    cache_it
    cache_en
    cache_fr
    cache_es
    bookshop {
      ...BookshopFields
    }
  }
`);

/** vacationEnd: YYYY-MM-DD while on vacation, else null. */
export type Bookshop = BookshopFieldsFragment;

/** A catalogue book: the basket's product fields, every language's cache, its bookshop. */
export type CatalogProduct = ProductFieldsFragment;

/** Whether a book can be bought now, and why not. */
export type Availability =
  | { kind: 'inStock' }
  | { kind: 'lastCopy' }
  | { kind: 'outOfStock' }
  | { kind: 'closed'; until: string | null };

/**
 * A closed bookshop wins over the stock (docs/spec/cart.md §2.2: unavailable when either holds).
 */
export function availabilityOf(product: CatalogProduct): Availability {
  if (product.bookshop.inVacation) return { kind: 'closed', until: product.bookshop.vacationEnd };
  if (product.available <= 0) return { kind: 'outOfStock' };
  if (product.available === 1) return { kind: 'lastCopy' };
  return { kind: 'inStock' };
}

export function isBuyable(availability: Availability): boolean {
  return availability.kind === 'inStock' || availability.kind === 'lastCopy';
}

export interface ProductDetails {
  authors: string[];
  publishers: string[];
  years: string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** Authors, publishers and years from the language's product cache (`cache_{lang}`). */
export function productDetails(product: BasketProduct, lang: Lang): ProductDetails {
  const props = productCache(product, lang).props;
  return {
    authors: strings(props?.autori),
    publishers: strings(props?.editori),
    years: strings(props?.anni),
  };
}
