import { defaultShippingType, type ShippingType } from '@scaffale/domain/shipping';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BasketBookshop } from '../../../lib/basket-api';
import { readCheckoutSelectedShippings, type StoredSelectedShipping } from '../../../lib/storage';
import { shippingQuotesQueryOptions } from '../api/get-shipping-quotes';
import { goodsCents, needsShipping, parcelWeightGrams } from '../utils/cart-rules';

/** What one shipping choice costs, as far as the page knows. */
export type ShippingAmount =
  | { kind: 'loading' }
  | { kind: 'cost'; cents: number }
  | { kind: 'notAvailable' }
  | { kind: 'error' };

export interface BookshopShipping {
  /** Goods total of the buyable lines, cents. */
  goodsCents: number;
  /** False for a closed bookshop or one with nothing buyable: no selector, no cost. */
  needsShipping: boolean;
  offered: ShippingType[] | 'loading' | 'error';
  selected: ShippingType | null;
  /** The price of each offered type for this parcel and destination. */
  quotes: Partial<Record<ShippingType, ShippingAmount>>;
  /** The selected type's price; zero when no shipping is needed. */
  shipping: ShippingAmount;
}

export interface ShippingPlan {
  byBookshop: ReadonlyMap<string, BookshopShipping>;
  select: (bookshopId: string, type: ShippingType) => void;
  /** `[{ codelib, shipping }]` for every bookshop that ships; null until all are chosen. */
  selectedShippings: StoredSelectedShipping[] | null;
}

const ZERO: ShippingAmount = { kind: 'cost', cents: 0 };

/** The choice the buyer made last time (handed to the checkout), as a starting point. */
function storedChoices(): Record<string, ShippingType> {
  const stored = readCheckoutSelectedShippings() ?? [];
  return Object.fromEntries(stored.map((item) => [item.codelib, item.shipping]));
}

/**
 * Per bookshop: the offered shipping types, the buyer's choice (default Standard, else the
 * first offered) and the approximate cost of each type for the parcel's weight to the
 * destination: one request for the whole cart (getApproxShippingQuotes), so the page renders
 * once when they arrive rather than once per bookshop and type.
 */
export function useShippingPlan(
  bookshops: readonly BasketBookshop[],
  destCountry: string,
): ShippingPlan {
  const [choices, setChoices] = useState<Record<string, ShippingType>>(storedChoices);

  const shipping = bookshops.filter(needsShipping);
  const parcels = shipping.map((bookshop) => ({
    codelib: bookshop.id,
    weight: parcelWeightGrams(bookshop),
  }));
  const quotes = useQuery({
    ...shippingQuotesQueryOptions(parcels, destCountry),
    // While a changed cart or destination is priced, the offered types stay on screen (they
    // do not change) and only their costs wait.
    placeholderData: keepPreviousData,
    retry: 1,
  });

  const select = useCallback((bookshopId: string, type: ShippingType) => {
    setChoices((previous) => ({ ...previous, [bookshopId]: type }));
  }, []);

  // Cheap to derive on every render: a handful of bookshops and four types at most.
  const byBookshop = new Map<string, BookshopShipping>();
  for (const bookshop of bookshops) {
    const goods = goodsCents(bookshop);
    if (!shipping.includes(bookshop)) {
      byBookshop.set(bookshop.id, {
        goodsCents: goods,
        needsShipping: false,
        offered: [],
        selected: null,
        quotes: {},
        shipping: ZERO,
      });
      continue;
    }
    const priced = quotes.data?.get(bookshop.id);
    const offered = priced?.offered ?? (quotes.isError ? 'error' : 'loading');
    const costs: Partial<Record<ShippingType, ShippingAmount>> =
      priced && !quotes.isPlaceholderData ? priced.costs : {};
    let selected: ShippingType | null = null;
    if (Array.isArray(offered)) {
      const chosen = choices[bookshop.id];
      selected = chosen && offered.includes(chosen) ? chosen : defaultShippingType(offered);
    }
    let amount: ShippingAmount;
    if (offered === 'loading') amount = { kind: 'loading' };
    else if (offered === 'error' || selected === null) amount = { kind: 'error' };
    else amount = costs[selected] ?? { kind: 'loading' };
    byBookshop.set(bookshop.id, {
      goodsCents: goods,
      needsShipping: true,
      offered,
      selected,
      quotes: costs,
      shipping: amount,
    });
  }

  let selectedShippings: StoredSelectedShipping[] | null = [];
  for (const [codelib, plan] of byBookshop) {
    if (!plan.needsShipping) continue;
    if (plan.selected === null) {
      selectedShippings = null;
      break;
    }
    selectedShippings.push({ codelib, shipping: plan.selected });
  }

  return { byBookshop, select, selectedShippings };
}
