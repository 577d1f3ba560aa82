import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BasketBookshop } from '../../../lib/basket-api';
import { centsToDecimal } from '../../../lib/money';
import { readCheckoutSelectedShippings, type StoredSelectedShipping } from '../../../lib/storage';
import {
  approxShippingCostQueryOptions,
  type ApproxShippingCost,
} from '../api/get-approx-shipping-costs';
import { shippingTypesQueryOptions, type ShippingType } from '../api/get-shipping-types';
import {
  defaultShippingType,
  goodsCents,
  needsShipping,
  parcelWeightGrams,
} from '../utils/cart-rules';

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

function amountOf(
  result: { data?: ApproxShippingCost | undefined; isError: boolean } | undefined,
): ShippingAmount {
  if (result?.data) {
    return result.data.kind === 'cost'
      ? { kind: 'cost', cents: result.data.cents }
      : { kind: 'notAvailable' };
  }
  return result?.isError ? { kind: 'error' } : { kind: 'loading' };
}

/** The choice the buyer made last time (handed to the checkout), as a starting point. */
function storedChoices(): Record<string, ShippingType> {
  const stored = readCheckoutSelectedShippings() ?? [];
  return Object.fromEntries(stored.map((item) => [item.codelib, item.shipping]));
}

/**
 * Per bookshop: the offered shipping types (getShippingTypes), the buyer's choice (default
 * Standard, else the first offered) and the approximate cost of each type for the parcel's
 * weight and value to the destination (getApproxShippingCosts).
 */
export function useShippingPlan(
  bookshops: readonly BasketBookshop[],
  destCountry: string,
): ShippingPlan {
  const [choices, setChoices] = useState<Record<string, ShippingType>>(storedChoices);

  const shipping = bookshops.filter(needsShipping);
  const typeResults = useQueries({
    queries: shipping.map((bookshop) => shippingTypesQueryOptions(bookshop.id)),
  });

  const costRequests = shipping.flatMap((bookshop, index) =>
    (typeResults[index]?.data ?? []).map((shippingType) => ({
      codelib: bookshop.id,
      weight: parcelWeightGrams(bookshop),
      shippingType,
      destCountry,
      value: centsToDecimal(goodsCents(bookshop)),
    })),
  );
  const costResults = useQueries({
    queries: costRequests.map((input) => ({
      ...approxShippingCostQueryOptions(input),
      // A refused rate is an answer; other failures are worth one more try.
      retry: 1,
    })),
  });

  const select = useCallback((bookshopId: string, type: ShippingType) => {
    setChoices((previous) => ({ ...previous, [bookshopId]: type }));
  }, []);

  const quotesByShop = new Map<string, Partial<Record<ShippingType, ShippingAmount>>>();
  costRequests.forEach((request, index) => {
    const quotes = quotesByShop.get(request.codelib) ?? {};
    quotes[request.shippingType] = amountOf(costResults[index]);
    quotesByShop.set(request.codelib, quotes);
  });

  // Cheap to derive on every render: a handful of bookshops and four types at most.
  const byBookshop = new Map<string, BookshopShipping>();
  for (const bookshop of bookshops) {
    const goods = goodsCents(bookshop);
    const index = shipping.indexOf(bookshop);
    if (index === -1) {
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
    const typeResult = typeResults[index];
    const offered = typeResult?.data ?? (typeResult?.isError ? 'error' : 'loading');
    const quotes = quotesByShop.get(bookshop.id) ?? {};
    let selected: ShippingType | null = null;
    if (Array.isArray(offered)) {
      const chosen = choices[bookshop.id];
      selected = chosen && offered.includes(chosen) ? chosen : defaultShippingType(offered);
    }
    let amount: ShippingAmount;
    if (offered === 'loading') amount = { kind: 'loading' };
    else if (offered === 'error' || selected === null) amount = { kind: 'error' };
    else amount = quotes[selected] ?? { kind: 'loading' };
    byBookshop.set(bookshop.id, {
      goodsCents: goods,
      needsShipping: true,
      offered,
      selected,
      quotes,
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
