/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountRole = 'ADMIN' | 'BUYER' | 'STAFF';

export type BannerInput = {
  active: boolean;
  html: string;
  language?: string | null | undefined;
  position: BannerPosition;
};

export type BannerPosition = 'footer' | 'header';

export type CreateBookshopInput = {
  city: string;
  countryCode: string;
  description: string;
  name: string;
  staffEmail: string;
  staffFirstName: string;
  staffLastName: string;
};

export type CreateDiscountCodeInput = {
  /** More than 0, for FIXED. */
  amount?: string | null | undefined;
  bookshopId?: string | null | undefined;
  code: string;
  /** ISO date-time or YYYY-MM-DD (the end of that day, UTC). */
  expiresAt?: string | null | undefined;
  kind: DiscountKind;
  maxUses?: number | null | undefined;
  /** 1–100, for PERCENT. */
  percent?: number | null | undefined;
};

export type DiscountKind = 'FIXED' | 'PERCENT';

export type NewBookInput = {
  authors: Array<string>;
  available: number;
  /** The administrator names the bookshop; staff add to their own. */
  bookshopId?: string | null | undefined;
  /** ISBN-13 with its check digit; hyphens and spaces allowed. */
  isbn: string;
  /** From 0.01 to 10000.00. */
  price: string;
  publisher: string;
  title: string;
  weightGrams: number;
  year: number;
};

export type OrderPartStatus =
  | 'ACCEPTED'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'COLLECTED'
  | 'READY_FOR_PICKUP'
  | 'REJECTED'
  | 'SHIPPED'
  | 'TO_CONFIRM';

/** One bookshop's parcel in the cart. */
export type ParcelInput = {
  codelib: string;
  /** Grams: the sum of weight × qty of its buyable books. */
  weight: number;
};

export type PaymentMethodCode =
  'BRAINTREE' | 'CASH_ON_DELIVERY' | 'MANUAL' | 'STORE_CREDIT' | 'STRIPE' | 'STRIPE_WT';

export type Persona = 'FIS' | 'GIU' | 'NONE' | 'PA';

export type SelectedShippingInput = {
  /** The bookshop id. */
  codelib: string;
  shipping: ShippingType;
};

export type ShippingRateInput = {
  destCountry?: string | null | undefined;
  maxWeightGrams: number;
  minWeightGrams: number;
  price: string;
};

export type ShippingType = 'Economy' | 'Express' | 'Shop_pickup' | 'Standard';

export type AdminBannerFieldsFragment = {
  id: string;
  position: BannerPosition;
  language: string | null;
  html: string;
  active: boolean;
};

export type AdminBannersQueryVariables = Exact<{ [key: string]: never }>;

export type AdminBannersQuery = {
  adminBanners: Array<{
    id: string;
    position: BannerPosition;
    language: string | null;
    html: string;
    active: boolean;
  }>;
};

export type SaveBannerMutationVariables = Exact<{
  id?: string | null | undefined;
  input: BannerInput;
}>;

export type SaveBannerMutation = {
  saveBanner: {
    id: string;
    position: BannerPosition;
    language: string | null;
    html: string;
    active: boolean;
  };
};

export type DeleteBannerMutationVariables = Exact<{
  id: string;
}>;

export type DeleteBannerMutation = { deleteBanner: boolean };

export type AdminBookshopFieldsFragment = {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  description: string;
  closedAt: string | null;
  vacationEnd: string | null;
  staffEmails: Array<string>;
};

export type AdminBookshopsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminBookshopsQuery = {
  adminBookshops: Array<{
    id: string;
    name: string;
    city: string;
    countryCode: string;
    description: string;
    closedAt: string | null;
    vacationEnd: string | null;
    staffEmails: Array<string>;
  }>;
};

export type CreateBookshopMutationVariables = Exact<{
  input: CreateBookshopInput;
}>;

export type CreateBookshopMutation = {
  createBookshop: {
    staffEmail: string;
    oneTimePassword: string;
    bookshop: {
      id: string;
      name: string;
      city: string;
      countryCode: string;
      description: string;
      closedAt: string | null;
      vacationEnd: string | null;
      staffEmails: Array<string>;
    };
  };
};

export type CloseBookshopMutationVariables = Exact<{
  id: string;
}>;

export type CloseBookshopMutation = {
  closeBookshop: {
    id: string;
    name: string;
    city: string;
    countryCode: string;
    description: string;
    closedAt: string | null;
    vacationEnd: string | null;
    staffEmails: Array<string>;
  };
};

export type AdminDiscountCodeFieldsFragment = {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount: string | null;
  maxUses: number | null;
  usesCount: number;
  expiresAt: string | null;
  expired: boolean;
  bookshop: { id: string; name: string } | null;
};

export type AdminDiscountCodesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDiscountCodesQuery = {
  adminDiscountCodes: Array<{
    code: string;
    kind: DiscountKind;
    percent: number | null;
    amount: string | null;
    maxUses: number | null;
    usesCount: number;
    expiresAt: string | null;
    expired: boolean;
    bookshop: { id: string; name: string } | null;
  }>;
};

export type CreateDiscountCodeMutationVariables = Exact<{
  input: CreateDiscountCodeInput;
}>;

export type CreateDiscountCodeMutation = {
  createDiscountCode: {
    code: string;
    kind: DiscountKind;
    percent: number | null;
    amount: string | null;
    maxUses: number | null;
    usesCount: number;
    expiresAt: string | null;
    expired: boolean;
    bookshop: { id: string; name: string } | null;
  };
};

export type ExpireDiscountCodeMutationVariables = Exact<{
  code: string;
}>;

export type ExpireDiscountCodeMutation = {
  expireDiscountCode: {
    code: string;
    kind: DiscountKind;
    percent: number | null;
    amount: string | null;
    maxUses: number | null;
    usesCount: number;
    expiresAt: string | null;
    expired: boolean;
    bookshop: { id: string; name: string } | null;
  };
};

export type DiscountCodeUsesQueryVariables = Exact<{
  code: string;
}>;

export type DiscountCodeUsesQuery = {
  discountCodeUses: Array<{
    email: string;
    orderNumber: string | null;
    amount: string;
    usedAt: string;
  }>;
};

export type AdminOrdersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: OrderPartStatus | null | undefined;
  page?: number | null | undefined;
}>;

export type AdminOrdersQuery = {
  adminOrders: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      number: string;
      createdAt: string;
      status: string;
      paymentMethod: PaymentMethodCode | null;
      totale: string;
      buyerEmail: string;
      parts: Array<{
        id: string;
        status: OrderPartStatus;
        shipping: ShippingType;
        shippingCost: string;
        refunded: string;
        carrier: string | null;
        trackingCode: string | null;
        bookshop: { id: string; name: string };
        lines: Array<{
          id: string;
          qty: number;
          price: string;
          rejected: boolean;
          product: { title: string };
        }>;
      }>;
    }>;
  };
};

export type StoreCreditAccountFieldsFragment = {
  email: string;
  balance: string;
  entries: Array<{
    id: string;
    amount: string;
    reason: string;
    orderNumber: string | null;
    byEmail: string | null;
    createdAt: string;
  }>;
};

export type StoreCreditAccountQueryVariables = Exact<{
  email: string;
}>;

export type StoreCreditAccountQuery = {
  storeCreditAccount: {
    email: string;
    balance: string;
    entries: Array<{
      id: string;
      amount: string;
      reason: string;
      orderNumber: string | null;
      byEmail: string | null;
      createdAt: string;
    }>;
  };
};

export type AdjustStoreCreditMutationVariables = Exact<{
  email: string;
  amount: string;
  reason: string;
}>;

export type AdjustStoreCreditMutation = {
  adjustStoreCredit: {
    email: string;
    balance: string;
    entries: Array<{
      id: string;
      amount: string;
      reason: string;
      orderNumber: string | null;
      byEmail: string | null;
      createdAt: string;
    }>;
  };
};

export type AddBookMutationVariables = Exact<{
  input: NewBookInput;
}>;

export type AddBookMutation = {
  addBook: {
    id: string;
    isbn: string | null;
    title: string;
    authors: Array<string>;
    price: string;
    available: number;
    slug: string;
    cssClass: string;
  };
};

export type OrderPartFieldsFragment = {
  id: string;
  orderNumber: string;
  status: OrderPartStatus;
  shipping: ShippingType;
  shippingCost: string;
  refunded: string;
  carrier: string | null;
  trackingCode: string | null;
  confirmBy: string | null;
  bookshop: { id: string; name: string; city: string };
  lines: Array<{
    id: string;
    qty: number;
    price: string;
    rejected: boolean;
    product: { id: string; title: string };
  }>;
  details: {
    createdAt: string;
    buyerName: string;
    buyerEmail: string;
    notes: string;
    present: boolean;
    address: {
      name: string;
      attenzioneDi: string;
      telefono: string;
      email: string;
      indirizzo: string;
      indirizzo2: string;
      citta: string;
      provinciaStato: string;
      cap: string;
      nazione: string;
      note: string;
    } | null;
    pa: {
      numero_ordine_acquisto: string | null;
      data_ordine_acquisto: string | null;
      cig: string | null;
      cup: string | null;
    } | null;
  } | null;
};

export type BookshopOrdersQueryVariables = Exact<{
  status?: OrderPartStatus | null | undefined;
}>;

export type BookshopOrdersQuery = {
  bookshopOrders: Array<{
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  }>;
};

export type ShelfBookFieldsFragment = {
  id: string;
  isbn: string | null;
  title: string;
  authors: Array<string>;
  price: string;
  available: number;
  slug: string;
  cssClass: string;
};

export type ShelfQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type ShelfQuery = {
  shelf: {
    total: number;
    page: number;
    pageSize: number;
    bookshop: { id: string; name: string; inVacation: boolean; vacationEnd: string | null } | null;
    items: Array<{
      id: string;
      isbn: string | null;
      title: string;
      authors: Array<string>;
      price: string;
      available: number;
      slug: string;
      cssClass: string;
    }>;
  };
};

export type AcceptOrderPartMutationVariables = Exact<{
  partId: string;
}>;

export type AcceptOrderPartMutation = {
  acceptOrderPart: {
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  };
};

export type RejectOrderLinesMutationVariables = Exact<{
  partId: string;
  lineIds: Array<string> | string;
  reason: string;
}>;

export type RejectOrderLinesMutation = {
  rejectOrderLines: {
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  };
};

export type ShipOrderPartMutationVariables = Exact<{
  partId: string;
  carrier: string;
  trackingCode: string;
}>;

export type ShipOrderPartMutation = {
  shipOrderPart: {
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  };
};

export type MarkReadyForPickupMutationVariables = Exact<{
  partId: string;
}>;

export type MarkReadyForPickupMutation = {
  markReadyForPickup: {
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  };
};

export type MarkCollectedMutationVariables = Exact<{
  partId: string;
}>;

export type MarkCollectedMutation = {
  markCollected: {
    id: string;
    orderNumber: string;
    status: OrderPartStatus;
    shipping: ShippingType;
    shippingCost: string;
    refunded: string;
    carrier: string | null;
    trackingCode: string | null;
    confirmBy: string | null;
    bookshop: { id: string; name: string; city: string };
    lines: Array<{
      id: string;
      qty: number;
      price: string;
      rejected: boolean;
      product: { id: string; title: string };
    }>;
    details: {
      createdAt: string;
      buyerName: string;
      buyerEmail: string;
      notes: string;
      present: boolean;
      address: {
        name: string;
        attenzioneDi: string;
        telefono: string;
        email: string;
        indirizzo: string;
        indirizzo2: string;
        citta: string;
        provinciaStato: string;
        cap: string;
        nazione: string;
        note: string;
      } | null;
      pa: {
        numero_ordine_acquisto: string | null;
        data_ordine_acquisto: string | null;
        cig: string | null;
        cup: string | null;
      } | null;
    } | null;
  };
};

export type SetPriceMutationVariables = Exact<{
  productId: string;
  price: string;
}>;

export type SetPriceMutation = { setPrice: { id: string; title: string; price: string } };

export type SetStockMutationVariables = Exact<{
  productId: string;
  available: number;
}>;

export type SetStockMutation = { setStock: { id: string; title: string; available: number } };

export type SetVacationMutationVariables = Exact<{
  until?: string | null | undefined;
}>;

export type SetVacationMutation = {
  setVacation: { id: string; name: string; inVacation: boolean; vacationEnd: string | null };
};

export type ShippingTableFieldsFragment = {
  shippingType: ShippingType;
  offered: boolean;
  rates: Array<{
    destCountry: string | null;
    minWeightGrams: number;
    maxWeightGrams: number;
    price: string;
  }>;
};

export type ShippingRatesOfMyBookshopQueryVariables = Exact<{ [key: string]: never }>;

export type ShippingRatesOfMyBookshopQuery = {
  shippingRatesOfMyBookshop: Array<{
    shippingType: ShippingType;
    offered: boolean;
    rates: Array<{
      destCountry: string | null;
      minWeightGrams: number;
      maxWeightGrams: number;
      price: string;
    }>;
  }>;
};

export type SetShippingRatesMutationVariables = Exact<{
  shippingType: ShippingType;
  offered: boolean;
  rates: Array<ShippingRateInput> | ShippingRateInput;
}>;

export type SetShippingRatesMutation = {
  setShippingRates: Array<{
    shippingType: ShippingType;
    offered: boolean;
    rates: Array<{
      destCountry: string | null;
      minWeightGrams: number;
      maxWeightGrams: number;
      price: string;
    }>;
  }>;
};

export type GetApproxShippingQuotesQueryVariables = Exact<{
  parcels: Array<ParcelInput> | ParcelInput;
  destCountry: string;
}>;

export type GetApproxShippingQuotesQuery = {
  getApproxShippingQuotes: Array<{
    codelib: string;
    quotes: Array<{ shippingType: ShippingType; cost: string | null }>;
  }>;
};

export type GetBookshopQueryVariables = Exact<{
  id: string;
}>;

export type GetBookshopQuery = {
  getBookshop: {
    id: string;
    name: string;
    city: string;
    countryCode: string;
    description: string;
    inVacation: boolean;
    vacationEnd: string | null;
  } | null;
};

export type GetBookshopsQueryVariables = Exact<{ [key: string]: never }>;

export type GetBookshopsQuery = {
  getBookshops: Array<{
    id: string;
    name: string;
    city: string;
    countryCode: string;
    description: string;
    inVacation: boolean;
    vacationEnd: string | null;
  }>;
};

export type GetProductQueryVariables = Exact<{
  id: string;
}>;

export type GetProductQuery = {
  getProduct: {
    cache_it: string;
    cache_en: string;
    cache_fr: string;
    cache_es: string;
    id: string;
    title: string;
    slug: string;
    description: string;
    available: number;
    price: string;
    discount: number;
    discountedPrice: string;
    weight: number;
    cssClass: string;
    bookshop: {
      id: string;
      name: string;
      city: string;
      countryCode: string;
      description: string;
      inVacation: boolean;
      vacationEnd: string | null;
    };
  } | null;
};

export type GetProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  bookshopId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type GetProductsQuery = {
  getProducts: {
    total: number;
    page: number;
    pageSize: number;
    items: Array<{
      cache_it: string;
      cache_en: string;
      cache_fr: string;
      cache_es: string;
      id: string;
      title: string;
      slug: string;
      description: string;
      available: number;
      price: string;
      discount: number;
      discountedPrice: string;
      weight: number;
      cssClass: string;
      bookshop: {
        id: string;
        name: string;
        city: string;
        countryCode: string;
        description: string;
        inVacation: boolean;
        vacationEnd: string | null;
      };
    }>;
  };
};

export type AddDiscountCodeMutationVariables = Exact<{
  billingAddressId?: string | null | undefined;
  shippingAddressId?: string | null | undefined;
  selectedShippings: Array<SelectedShippingInput> | SelectedShippingInput;
  discountCode: string;
}>;

export type AddDiscountCodeMutation = {
  addDiscountCode: { success: boolean; errorCode: string | null; message: string | null };
};

export type CreateOrderMutationVariables = Exact<{
  shippingAddressId?: string | null | undefined;
  billingAddress?: string | null | undefined;
  notes?: string | null | undefined;
  invoice: boolean;
  present: boolean;
  selectedShippings?: Array<SelectedShippingInput> | SelectedShippingInput | null | undefined;
  numero_ordine_acquisto?: string | null | undefined;
  data_ordine_acquisto?: string | null | undefined;
  cig?: string | null | undefined;
  cup?: string | null | undefined;
  paymentMethod?: PaymentMethodCode | null | undefined;
}>;

export type CreateOrderMutation = { createOrder: { orderNumber: string } };

export type GetRealCartTotalsQueryVariables = Exact<{
  selectedShippings: Array<SelectedShippingInput> | SelectedShippingInput;
  shippingAddressId?: string | null | undefined;
  billingAddressId?: string | null | undefined;
}>;

export type GetRealCartTotalsQuery = {
  getRealCartTotals: {
    totale: string;
    borsellino: string;
    imposta: string;
    costoSpedizione: string;
    sconto: string;
    merce: string;
    messaggioErrore: string | null;
    buoniSconto: Array<{ id: string; codelib: string | null; valore: string }>;
    bookshops: Array<{
      bookshopId: string;
      shippingType: ShippingType;
      shippingCost: string;
      goods: string;
      discount: string;
    }>;
  };
};

export type GetPaymentMethodsQueryVariables = Exact<{
  selectedShippings: Array<SelectedShippingInput> | SelectedShippingInput;
  shippingAddressId?: string | null | undefined;
  billingAddressId?: string | null | undefined;
}>;

export type GetPaymentMethodsQuery = { getPaymentMethods: Array<PaymentMethodCode> };

export type RemoveDiscountCodeMutationVariables = Exact<{
  code: string;
}>;

export type RemoveDiscountCodeMutation = {
  removeDiscountCode: { success: boolean; errorCode: string | null; message: string | null };
};

export type MyOrdersQueryVariables = Exact<{ [key: string]: never }>;

export type MyOrdersQuery = {
  myOrders: Array<{
    number: string;
    createdAt: string;
    paymentMethod: PaymentMethodCode;
    totale: string;
    parts: Array<{
      id: string;
      orderNumber: string;
      status: OrderPartStatus;
      shipping: ShippingType;
      shippingCost: string;
      refunded: string;
      carrier: string | null;
      trackingCode: string | null;
      confirmBy: string | null;
      bookshop: { id: string; name: string };
      lines: Array<{
        id: string;
        qty: number;
        price: string;
        rejected: boolean;
        product: { id: string; title: string };
      }>;
    }>;
  }>;
};

export type AccountRoleQueryVariables = Exact<{ [key: string]: never }>;

export type AccountRoleQuery = { accountRole: AccountRole | null };

export type GetBillingAddressesQueryVariables = Exact<{
  lang: string;
}>;

export type GetBillingAddressesQuery = {
  getBillingAddresses: Array<{
    id: string;
    professionale: boolean;
    tipologia: string;
    sconto: number;
    label: string;
    persona: Persona;
    data_nascita: string | null;
    pagamento_posticipato: boolean;
    codice_fiscale: string;
    partita_iva: string;
    ragione_sociale: string;
    pec: string;
    codice_destinatario_sdi: string;
    nome: string;
    cognome: string;
    indirizzo: string;
    citta: string;
    provincia_stato: string;
    cap: string;
    completo: boolean;
    nazione: { code: string; name: string } | null;
  }>;
};

export type GetShippingAddressesQueryVariables = Exact<{
  lang: string;
}>;

export type GetShippingAddressesQuery = {
  getShippingAddresses: Array<{
    id: string;
    etichetta: string;
    name: string;
    attenzioneDi: string;
    telefono: string;
    email: string;
    indirizzo: string;
    indirizzo2: string;
    citta: string;
    provinciaStato: string;
    cap: string;
    note: string;
    nazione: { code: string; name: string };
  }>;
};

export type ProductOwnFieldsFragment = {
  id: string;
  title: string;
  slug: string;
  description: string;
  available: number;
  price: string;
  discount: number;
  discountedPrice: string;
  weight: number;
  cssClass: string;
};

export type BasketFieldsFragment = {
  itemNumber: number;
  bookshops: Array<{
    id: string;
    name: string;
    city: string;
    countryCode: string;
    inVacation: boolean;
    vacationEnd: string | null;
    basketLines: Array<{
      id: string;
      qty: number;
      adjustedFrom: number | null;
      total: string;
      product: {
        cache_it: string;
        cache_en: string;
        cache_fr: string;
        cache_es: string;
        id: string;
        title: string;
        slug: string;
        description: string;
        available: number;
        price: string;
        discount: number;
        discountedPrice: string;
        weight: number;
        cssClass: string;
      };
    }>;
  }>;
};

export type GetBasketQueryVariables = Exact<{ [key: string]: never }>;

export type GetBasketQuery = {
  getBasket: {
    itemNumber: number;
    bookshops: Array<{
      id: string;
      name: string;
      city: string;
      countryCode: string;
      inVacation: boolean;
      vacationEnd: string | null;
      basketLines: Array<{
        id: string;
        qty: number;
        adjustedFrom: number | null;
        total: string;
        product: {
          cache_it: string;
          cache_en: string;
          cache_fr: string;
          cache_es: string;
          id: string;
          title: string;
          slug: string;
          description: string;
          available: number;
          price: string;
          discount: number;
          discountedPrice: string;
          weight: number;
          cssClass: string;
        };
      }>;
    }>;
  };
};

export type AddProductMutationVariables = Exact<{
  productId: string;
}>;

export type AddProductMutation = {
  addProduct: {
    itemNumber: number;
    bookshops: Array<{
      id: string;
      name: string;
      city: string;
      countryCode: string;
      inVacation: boolean;
      vacationEnd: string | null;
      basketLines: Array<{
        id: string;
        qty: number;
        adjustedFrom: number | null;
        total: string;
        product: {
          cache_it: string;
          cache_en: string;
          cache_fr: string;
          cache_es: string;
          id: string;
          title: string;
          slug: string;
          description: string;
          available: number;
          price: string;
          discount: number;
          discountedPrice: string;
          weight: number;
          cssClass: string;
        };
      }>;
    }>;
  };
};

export type RemoveProductMutationVariables = Exact<{
  productId: string;
  qty?: number | null | undefined;
}>;

export type RemoveProductMutation = {
  removeProduct: {
    itemNumber: number;
    bookshops: Array<{
      id: string;
      name: string;
      city: string;
      countryCode: string;
      inVacation: boolean;
      vacationEnd: string | null;
      basketLines: Array<{
        id: string;
        qty: number;
        adjustedFrom: number | null;
        total: string;
        product: {
          cache_it: string;
          cache_en: string;
          cache_fr: string;
          cache_es: string;
          id: string;
          title: string;
          slug: string;
          description: string;
          available: number;
          price: string;
          discount: number;
          discountedPrice: string;
          weight: number;
          cssClass: string;
        };
      }>;
    }>;
  };
};

export type BookshopFieldsFragment = {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  description: string;
  inVacation: boolean;
  vacationEnd: string | null;
};

export type ProductFieldsFragment = {
  cache_it: string;
  cache_en: string;
  cache_fr: string;
  cache_es: string;
  id: string;
  title: string;
  slug: string;
  description: string;
  available: number;
  price: string;
  discount: number;
  discountedPrice: string;
  weight: number;
  cssClass: string;
  bookshop: {
    id: string;
    name: string;
    city: string;
    countryCode: string;
    description: string;
    inVacation: boolean;
    vacationEnd: string | null;
  };
};

export type GetCountriesQueryVariables = Exact<{
  lang: string;
}>;

export type GetCountriesQuery = { getCountries: Array<{ code: string; name: string }> };

export type GetDjangoUserEmailQueryVariables = Exact<{ [key: string]: never }>;

export type GetDjangoUserEmailQuery = { getDjangoUserEmail: string | null };

export type GetWishlistQueryVariables = Exact<{ [key: string]: never }>;

export type GetWishlistQuery = {
  getWishlist: Array<{
    cache_it: string;
    cache_en: string;
    cache_fr: string;
    cache_es: string;
    id: string;
    title: string;
    slug: string;
    description: string;
    available: number;
    price: string;
    discount: number;
    discountedPrice: string;
    weight: number;
    cssClass: string;
    bookshop: {
      id: string;
      name: string;
      city: string;
      countryCode: string;
      description: string;
      inVacation: boolean;
      vacationEnd: string | null;
    };
  }>;
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminBannerFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AdminBannerFields on AdminBanner {
  id
  position
  language
  html
  active
}
    `,
  { fragmentName: 'AdminBannerFields' },
) as unknown as TypedDocumentString<AdminBannerFieldsFragment, unknown>;
export const AdminBookshopFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AdminBookshopFields on AdminBookshop {
  id
  name
  city
  countryCode
  description
  closedAt
  vacationEnd
  staffEmails
}
    `,
  { fragmentName: 'AdminBookshopFields' },
) as unknown as TypedDocumentString<AdminBookshopFieldsFragment, unknown>;
export const AdminDiscountCodeFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AdminDiscountCodeFields on AdminDiscountCode {
  code
  kind
  percent
  amount
  bookshop {
    id
    name
  }
  maxUses
  usesCount
  expiresAt
  expired
}
    `,
  { fragmentName: 'AdminDiscountCodeFields' },
) as unknown as TypedDocumentString<AdminDiscountCodeFieldsFragment, unknown>;
export const StoreCreditAccountFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment StoreCreditAccountFields on StoreCreditAccount {
  email
  balance
  entries {
    id
    amount
    reason
    orderNumber
    byEmail
    createdAt
  }
}
    `,
  { fragmentName: 'StoreCreditAccountFields' },
) as unknown as TypedDocumentString<StoreCreditAccountFieldsFragment, unknown>;
export const OrderPartFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}
    `,
  { fragmentName: 'OrderPartFields' },
) as unknown as TypedDocumentString<OrderPartFieldsFragment, unknown>;
export const ShelfBookFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ShelfBookFields on ShelfBook {
  id
  isbn
  title
  authors
  price
  available
  slug
  cssClass
}
    `,
  { fragmentName: 'ShelfBookFields' },
) as unknown as TypedDocumentString<ShelfBookFieldsFragment, unknown>;
export const ShippingTableFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ShippingTableFields on ShippingTable {
  shippingType
  offered
  rates {
    destCountry
    minWeightGrams
    maxWeightGrams
    price
  }
}
    `,
  { fragmentName: 'ShippingTableFields' },
) as unknown as TypedDocumentString<ShippingTableFieldsFragment, unknown>;
export const ProductOwnFieldsFragmentDoc = new TypedDocumentString(
  `
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
    `,
  { fragmentName: 'ProductOwnFields' },
) as unknown as TypedDocumentString<ProductOwnFieldsFragment, unknown>;
export const BasketFieldsFragmentDoc = new TypedDocumentString(
  `
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
}`,
  { fragmentName: 'BasketFields' },
) as unknown as TypedDocumentString<BasketFieldsFragment, unknown>;
export const BookshopFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}
    `,
  { fragmentName: 'BookshopFields' },
) as unknown as TypedDocumentString<BookshopFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(
  `
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
fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}`,
  { fragmentName: 'ProductFields' },
) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const AdminBannersDocument = new TypedDocumentString(`
    query AdminBanners {
  adminBanners {
    ...AdminBannerFields
  }
}
    fragment AdminBannerFields on AdminBanner {
  id
  position
  language
  html
  active
}`) as unknown as TypedDocumentString<AdminBannersQuery, AdminBannersQueryVariables>;
export const SaveBannerDocument = new TypedDocumentString(`
    mutation SaveBanner($id: ID, $input: BannerInput!) {
  saveBanner(id: $id, input: $input) {
    ...AdminBannerFields
  }
}
    fragment AdminBannerFields on AdminBanner {
  id
  position
  language
  html
  active
}`) as unknown as TypedDocumentString<SaveBannerMutation, SaveBannerMutationVariables>;
export const DeleteBannerDocument = new TypedDocumentString(`
    mutation DeleteBanner($id: ID!) {
  deleteBanner(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteBannerMutation, DeleteBannerMutationVariables>;
export const AdminBookshopsDocument = new TypedDocumentString(`
    query AdminBookshops {
  adminBookshops {
    ...AdminBookshopFields
  }
}
    fragment AdminBookshopFields on AdminBookshop {
  id
  name
  city
  countryCode
  description
  closedAt
  vacationEnd
  staffEmails
}`) as unknown as TypedDocumentString<AdminBookshopsQuery, AdminBookshopsQueryVariables>;
export const CreateBookshopDocument = new TypedDocumentString(`
    mutation CreateBookshop($input: CreateBookshopInput!) {
  createBookshop(input: $input) {
    bookshop {
      ...AdminBookshopFields
    }
    staffEmail
    oneTimePassword
  }
}
    fragment AdminBookshopFields on AdminBookshop {
  id
  name
  city
  countryCode
  description
  closedAt
  vacationEnd
  staffEmails
}`) as unknown as TypedDocumentString<CreateBookshopMutation, CreateBookshopMutationVariables>;
export const CloseBookshopDocument = new TypedDocumentString(`
    mutation CloseBookshop($id: ID!) {
  closeBookshop(id: $id) {
    ...AdminBookshopFields
  }
}
    fragment AdminBookshopFields on AdminBookshop {
  id
  name
  city
  countryCode
  description
  closedAt
  vacationEnd
  staffEmails
}`) as unknown as TypedDocumentString<CloseBookshopMutation, CloseBookshopMutationVariables>;
export const AdminDiscountCodesDocument = new TypedDocumentString(`
    query AdminDiscountCodes {
  adminDiscountCodes {
    ...AdminDiscountCodeFields
  }
}
    fragment AdminDiscountCodeFields on AdminDiscountCode {
  code
  kind
  percent
  amount
  bookshop {
    id
    name
  }
  maxUses
  usesCount
  expiresAt
  expired
}`) as unknown as TypedDocumentString<AdminDiscountCodesQuery, AdminDiscountCodesQueryVariables>;
export const CreateDiscountCodeDocument = new TypedDocumentString(`
    mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
  createDiscountCode(input: $input) {
    ...AdminDiscountCodeFields
  }
}
    fragment AdminDiscountCodeFields on AdminDiscountCode {
  code
  kind
  percent
  amount
  bookshop {
    id
    name
  }
  maxUses
  usesCount
  expiresAt
  expired
}`) as unknown as TypedDocumentString<
  CreateDiscountCodeMutation,
  CreateDiscountCodeMutationVariables
>;
export const ExpireDiscountCodeDocument = new TypedDocumentString(`
    mutation ExpireDiscountCode($code: String!) {
  expireDiscountCode(code: $code) {
    ...AdminDiscountCodeFields
  }
}
    fragment AdminDiscountCodeFields on AdminDiscountCode {
  code
  kind
  percent
  amount
  bookshop {
    id
    name
  }
  maxUses
  usesCount
  expiresAt
  expired
}`) as unknown as TypedDocumentString<
  ExpireDiscountCodeMutation,
  ExpireDiscountCodeMutationVariables
>;
export const DiscountCodeUsesDocument = new TypedDocumentString(`
    query DiscountCodeUses($code: String!) {
  discountCodeUses(code: $code) {
    email
    orderNumber
    amount
    usedAt
  }
}
    `) as unknown as TypedDocumentString<DiscountCodeUsesQuery, DiscountCodeUsesQueryVariables>;
export const AdminOrdersDocument = new TypedDocumentString(`
    query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {
  adminOrders(search: $search, status: $status, page: $page) {
    total
    page
    pageSize
    items {
      number
      createdAt
      status
      paymentMethod
      totale
      buyerEmail
      parts {
        id
        status
        bookshop {
          id
          name
        }
        shipping
        shippingCost
        refunded
        carrier
        trackingCode
        lines {
          id
          qty
          price
          rejected
          product {
            title
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const StoreCreditAccountDocument = new TypedDocumentString(`
    query StoreCreditAccount($email: String!) {
  storeCreditAccount(email: $email) {
    ...StoreCreditAccountFields
  }
}
    fragment StoreCreditAccountFields on StoreCreditAccount {
  email
  balance
  entries {
    id
    amount
    reason
    orderNumber
    byEmail
    createdAt
  }
}`) as unknown as TypedDocumentString<StoreCreditAccountQuery, StoreCreditAccountQueryVariables>;
export const AdjustStoreCreditDocument = new TypedDocumentString(`
    mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {
  adjustStoreCredit(email: $email, amount: $amount, reason: $reason) {
    ...StoreCreditAccountFields
  }
}
    fragment StoreCreditAccountFields on StoreCreditAccount {
  email
  balance
  entries {
    id
    amount
    reason
    orderNumber
    byEmail
    createdAt
  }
}`) as unknown as TypedDocumentString<
  AdjustStoreCreditMutation,
  AdjustStoreCreditMutationVariables
>;
export const AddBookDocument = new TypedDocumentString(`
    mutation AddBook($input: NewBookInput!) {
  addBook(input: $input) {
    ...ShelfBookFields
  }
}
    fragment ShelfBookFields on ShelfBook {
  id
  isbn
  title
  authors
  price
  available
  slug
  cssClass
}`) as unknown as TypedDocumentString<AddBookMutation, AddBookMutationVariables>;
export const BookshopOrdersDocument = new TypedDocumentString(`
    query BookshopOrders($status: OrderPartStatus) {
  bookshopOrders(status: $status) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<BookshopOrdersQuery, BookshopOrdersQueryVariables>;
export const ShelfDocument = new TypedDocumentString(`
    query Shelf($search: String, $page: Int) {
  shelf(search: $search, page: $page) {
    bookshop {
      id
      name
      inVacation
      vacationEnd
    }
    items {
      ...ShelfBookFields
    }
    total
    page
    pageSize
  }
}
    fragment ShelfBookFields on ShelfBook {
  id
  isbn
  title
  authors
  price
  available
  slug
  cssClass
}`) as unknown as TypedDocumentString<ShelfQuery, ShelfQueryVariables>;
export const AcceptOrderPartDocument = new TypedDocumentString(`
    mutation AcceptOrderPart($partId: ID!) {
  acceptOrderPart(partId: $partId) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<AcceptOrderPartMutation, AcceptOrderPartMutationVariables>;
export const RejectOrderLinesDocument = new TypedDocumentString(`
    mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {
  rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<RejectOrderLinesMutation, RejectOrderLinesMutationVariables>;
export const ShipOrderPartDocument = new TypedDocumentString(`
    mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {
  shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<ShipOrderPartMutation, ShipOrderPartMutationVariables>;
export const MarkReadyForPickupDocument = new TypedDocumentString(`
    mutation MarkReadyForPickup($partId: ID!) {
  markReadyForPickup(partId: $partId) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<
  MarkReadyForPickupMutation,
  MarkReadyForPickupMutationVariables
>;
export const MarkCollectedDocument = new TypedDocumentString(`
    mutation MarkCollected($partId: ID!) {
  markCollected(partId: $partId) {
    ...OrderPartFields
  }
}
    fragment OrderPartFields on OrderPart {
  id
  orderNumber
  status
  bookshop {
    id
    name
    city
  }
  shipping
  shippingCost
  refunded
  carrier
  trackingCode
  confirmBy
  lines {
    id
    qty
    price
    rejected
    product {
      id
      title
    }
  }
  details {
    createdAt
    buyerName
    buyerEmail
    notes
    present
    address {
      name
      attenzioneDi
      telefono
      email
      indirizzo
      indirizzo2
      citta
      provinciaStato
      cap
      nazione
      note
    }
    pa {
      numero_ordine_acquisto
      data_ordine_acquisto
      cig
      cup
    }
  }
}`) as unknown as TypedDocumentString<MarkCollectedMutation, MarkCollectedMutationVariables>;
export const SetPriceDocument = new TypedDocumentString(`
    mutation SetPrice($productId: ID!, $price: Decimal!) {
  setPrice(productId: $productId, price: $price) {
    id
    title
    price
  }
}
    `) as unknown as TypedDocumentString<SetPriceMutation, SetPriceMutationVariables>;
export const SetStockDocument = new TypedDocumentString(`
    mutation SetStock($productId: ID!, $available: Int!) {
  setStock(productId: $productId, available: $available) {
    id
    title
    available
  }
}
    `) as unknown as TypedDocumentString<SetStockMutation, SetStockMutationVariables>;
export const SetVacationDocument = new TypedDocumentString(`
    mutation SetVacation($until: String) {
  setVacation(until: $until) {
    id
    name
    inVacation
    vacationEnd
  }
}
    `) as unknown as TypedDocumentString<SetVacationMutation, SetVacationMutationVariables>;
export const ShippingRatesOfMyBookshopDocument = new TypedDocumentString(`
    query ShippingRatesOfMyBookshop {
  shippingRatesOfMyBookshop {
    ...ShippingTableFields
  }
}
    fragment ShippingTableFields on ShippingTable {
  shippingType
  offered
  rates {
    destCountry
    minWeightGrams
    maxWeightGrams
    price
  }
}`) as unknown as TypedDocumentString<
  ShippingRatesOfMyBookshopQuery,
  ShippingRatesOfMyBookshopQueryVariables
>;
export const SetShippingRatesDocument = new TypedDocumentString(`
    mutation SetShippingRates($shippingType: ShippingType!, $offered: Boolean!, $rates: [ShippingRateInput!]!) {
  setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {
    ...ShippingTableFields
  }
}
    fragment ShippingTableFields on ShippingTable {
  shippingType
  offered
  rates {
    destCountry
    minWeightGrams
    maxWeightGrams
    price
  }
}`) as unknown as TypedDocumentString<SetShippingRatesMutation, SetShippingRatesMutationVariables>;
export const GetApproxShippingQuotesDocument = new TypedDocumentString(`
    query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {
  getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {
    codelib
    quotes {
      shippingType
      cost
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetApproxShippingQuotesQuery,
  GetApproxShippingQuotesQueryVariables
>;
export const GetBookshopDocument = new TypedDocumentString(`
    query GetBookshop($id: ID!) {
  getBookshop(id: $id) {
    ...BookshopFields
  }
}
    fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}`) as unknown as TypedDocumentString<GetBookshopQuery, GetBookshopQueryVariables>;
export const GetBookshopsDocument = new TypedDocumentString(`
    query GetBookshops {
  getBookshops {
    ...BookshopFields
  }
}
    fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}`) as unknown as TypedDocumentString<GetBookshopsQuery, GetBookshopsQueryVariables>;
export const GetProductDocument = new TypedDocumentString(`
    query GetProduct($id: ID!) {
  getProduct(id: $id) {
    ...ProductFields
  }
}
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
fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}
fragment ProductFields on Product {
  ...ProductOwnFields
  cache_it
  cache_en
  cache_fr
  cache_es
  bookshop {
    ...BookshopFields
  }
}`) as unknown as TypedDocumentString<GetProductQuery, GetProductQueryVariables>;
export const GetProductsDocument = new TypedDocumentString(`
    query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {
  getProducts(
    search: $search
    bookshopId: $bookshopId
    page: $page
    pageSize: $pageSize
  ) {
    items {
      ...ProductFields
    }
    total
    page
    pageSize
  }
}
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
fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}
fragment ProductFields on Product {
  ...ProductOwnFields
  cache_it
  cache_en
  cache_fr
  cache_es
  bookshop {
    ...BookshopFields
  }
}`) as unknown as TypedDocumentString<GetProductsQuery, GetProductsQueryVariables>;
export const AddDiscountCodeDocument = new TypedDocumentString(`
    mutation AddDiscountCode($billingAddressId: ID, $shippingAddressId: ID, $selectedShippings: [SelectedShippingInput!]!, $discountCode: String!) {
  addDiscountCode(
    billingAddressId: $billingAddressId
    shippingAddressId: $shippingAddressId
    selectedShippings: $selectedShippings
    discountCode: $discountCode
  ) {
    success
    errorCode
    message
  }
}
    `) as unknown as TypedDocumentString<AddDiscountCodeMutation, AddDiscountCodeMutationVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation createOrder($shippingAddressId: ID, $billingAddress: ID, $notes: String, $invoice: Boolean!, $present: Boolean!, $selectedShippings: [SelectedShippingInput!], $numero_ordine_acquisto: String, $data_ordine_acquisto: String, $cig: String, $cup: String, $paymentMethod: PaymentMethodCode) {
  createOrder(
    shippingAddressId: $shippingAddressId
    billingAddress: $billingAddress
    notes: $notes
    invoice: $invoice
    present: $present
    selectedShippings: $selectedShippings
    numero_ordine_acquisto: $numero_ordine_acquisto
    data_ordine_acquisto: $data_ordine_acquisto
    cig: $cig
    cup: $cup
    paymentMethod: $paymentMethod
  ) {
    orderNumber
  }
}
    `) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const GetRealCartTotalsDocument = new TypedDocumentString(`
    query GetRealCartTotals($selectedShippings: [SelectedShippingInput!]!, $shippingAddressId: ID, $billingAddressId: ID) {
  getRealCartTotals(
    selectedShippings: $selectedShippings
    shippingAddressId: $shippingAddressId
    billingAddressId: $billingAddressId
  ) {
    totale
    borsellino
    imposta
    costoSpedizione
    buoniSconto {
      id
      codelib
      valore
    }
    sconto
    merce
    messaggioErrore
    bookshops {
      bookshopId
      shippingType
      shippingCost
      goods
      discount
    }
  }
}
    `) as unknown as TypedDocumentString<GetRealCartTotalsQuery, GetRealCartTotalsQueryVariables>;
export const GetPaymentMethodsDocument = new TypedDocumentString(`
    query GetPaymentMethods($selectedShippings: [SelectedShippingInput!]!, $shippingAddressId: ID, $billingAddressId: ID) {
  getPaymentMethods(
    selectedShippings: $selectedShippings
    shippingAddressId: $shippingAddressId
    billingAddressId: $billingAddressId
  )
}
    `) as unknown as TypedDocumentString<GetPaymentMethodsQuery, GetPaymentMethodsQueryVariables>;
export const RemoveDiscountCodeDocument = new TypedDocumentString(`
    mutation RemoveDiscountCode($code: String!) {
  removeDiscountCode(code: $code) {
    success
    errorCode
    message
  }
}
    `) as unknown as TypedDocumentString<
  RemoveDiscountCodeMutation,
  RemoveDiscountCodeMutationVariables
>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders {
  myOrders {
    number
    createdAt
    paymentMethod
    totale
    parts {
      id
      orderNumber
      status
      bookshop {
        id
        name
      }
      shipping
      shippingCost
      lines {
        id
        product {
          id
          title
        }
        qty
        price
        rejected
      }
      refunded
      carrier
      trackingCode
      confirmBy
    }
  }
}
    `) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const AccountRoleDocument = new TypedDocumentString(`
    query AccountRole {
  accountRole
}
    `) as unknown as TypedDocumentString<AccountRoleQuery, AccountRoleQueryVariables>;
export const GetBillingAddressesDocument = new TypedDocumentString(`
    query GetBillingAddresses($lang: String!) {
  getBillingAddresses(lang: $lang) {
    id
    professionale
    tipologia
    sconto
    label
    persona
    data_nascita
    nazione {
      code
      name
    }
    pagamento_posticipato
    codice_fiscale
    partita_iva
    ragione_sociale
    pec
    codice_destinatario_sdi
    nome
    cognome
    indirizzo
    citta
    provincia_stato
    cap
    completo
  }
}
    `) as unknown as TypedDocumentString<
  GetBillingAddressesQuery,
  GetBillingAddressesQueryVariables
>;
export const GetShippingAddressesDocument = new TypedDocumentString(`
    query GetShippingAddresses($lang: String!) {
  getShippingAddresses(lang: $lang) {
    id
    etichetta
    name
    attenzioneDi
    telefono
    email
    indirizzo
    indirizzo2
    citta
    provinciaStato
    cap
    nazione {
      code
      name
    }
    note
  }
}
    `) as unknown as TypedDocumentString<
  GetShippingAddressesQuery,
  GetShippingAddressesQueryVariables
>;
export const GetBasketDocument = new TypedDocumentString(`
    query GetBasket {
  getBasket {
    ...BasketFields
  }
}
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
}`) as unknown as TypedDocumentString<GetBasketQuery, GetBasketQueryVariables>;
export const AddProductDocument = new TypedDocumentString(`
    mutation AddProduct($productId: ID!) {
  addProduct(productId: $productId) {
    ...BasketFields
  }
}
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
}`) as unknown as TypedDocumentString<AddProductMutation, AddProductMutationVariables>;
export const RemoveProductDocument = new TypedDocumentString(`
    mutation removeProduct($productId: ID!, $qty: Int) {
  removeProduct(productId: $productId, qty: $qty) {
    ...BasketFields
  }
}
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
}`) as unknown as TypedDocumentString<RemoveProductMutation, RemoveProductMutationVariables>;
export const GetCountriesDocument = new TypedDocumentString(`
    query GetCountries($lang: String!) {
  getCountries(lang: $lang) {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<GetCountriesQuery, GetCountriesQueryVariables>;
export const GetDjangoUserEmailDocument = new TypedDocumentString(`
    query GetDjangoUserEmail {
  getDjangoUserEmail
}
    `) as unknown as TypedDocumentString<GetDjangoUserEmailQuery, GetDjangoUserEmailQueryVariables>;
export const GetWishlistDocument = new TypedDocumentString(`
    query GetWishlist {
  getWishlist {
    ...ProductFields
  }
}
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
fragment BookshopFields on Bookshop {
  id
  name
  city
  countryCode
  description
  inVacation
  vacationEnd
}
fragment ProductFields on Product {
  ...ProductOwnFields
  cache_it
  cache_en
  cache_fr
  cache_es
  bookshop {
    ...BookshopFields
  }
}`) as unknown as TypedDocumentString<GetWishlistQuery, GetWishlistQueryVariables>;
