import type { TestClient } from './client.ts';

// GraphQL documents as the web app sends them (docs/spec/api-contract.md §3.1), with every argument
// a caller may set, for the suites that exercise several modules at once.

export const GET_BASKET = `query GetBasket { getBasket {
  bookshops { id basketLines { id qty product { id } } } itemNumber } }`;

/** The basket's size alone: the cheapest read that goes through the session and the database. */
export const BASKET_ITEM_NUMBER = 'query GetBasket { getBasket { itemNumber } }';

export const USER_EMAIL = 'query GetDjangoUserEmail { getDjangoUserEmail }';

export const ADD_PRODUCT = `mutation AddProduct($productId: ID!) {
  addProduct(productId: $productId) { itemNumber } }`;

export const REMOVE_PRODUCT = `mutation removeProduct($productId: ID!, $qty: Int) {
  removeProduct(productId: $productId, qty: $qty) {
    bookshops { id basketLines { id qty product { id } } } itemNumber } }`;

export const SHIPPING_ADDRESSES = `query GetShippingAddresses($lang: String!) {
  getShippingAddresses(lang: $lang) { id etichetta name attenzioneDi telefono email indirizzo
    indirizzo2 citta provinciaStato cap nazione { code name } note } }`;

export const BILLING_ADDRESSES = `query GetBillingAddresses($lang: String!) {
  getBillingAddresses(lang: $lang) { id professionale persona label pagamento_posticipato
    nazione { code name } partita_iva ragione_sociale nome cognome indirizzo citta
    provincia_stato cap completo } }`;

export const TOTALS = `query GetRealCartTotals($selectedShippings: [SelectedShippingInput!]!,
  $shippingAddressId: ID, $billingAddressId: ID) {
  getRealCartTotals(selectedShippings: $selectedShippings, shippingAddressId: $shippingAddressId,
    billingAddressId: $billingAddressId) {
    totale borsellino imposta costoSpedizione buoniSconto { id codelib valore } sconto merce
    messaggioErrore bookshops { bookshopId shippingType shippingCost goods discount } } }`;

export const PAYMENT_METHODS = `query GetPaymentMethods($selectedShippings: [SelectedShippingInput!]!,
  $shippingAddressId: ID, $billingAddressId: ID) {
  getPaymentMethods(selectedShippings: $selectedShippings, shippingAddressId: $shippingAddressId,
    billingAddressId: $billingAddressId) }`;

export const ADD_DISCOUNT_CODE = `mutation AddDiscountCode($selectedShippings: [SelectedShippingInput!]!,
  $discountCode: String!, $shippingAddressId: ID, $billingAddressId: ID) {
  addDiscountCode(selectedShippings: $selectedShippings, discountCode: $discountCode,
    shippingAddressId: $shippingAddressId, billingAddressId: $billingAddressId) {
    success errorCode message } }`;

export const REMOVE_DISCOUNT_CODE = `mutation removeDiscountCode($code: String!) {
  removeDiscountCode(code: $code) { success errorCode message } }`;

export const CREATE_ORDER = `mutation createOrder($shippingAddressId: ID, $billingAddress: ID,
  $notes: String, $invoice: Boolean!, $present: Boolean!, $selectedShippings: [SelectedShippingInput!],
  $paymentMethod: PaymentMethodCode, $numero_ordine_acquisto: String, $data_ordine_acquisto: String,
  $cig: String, $cup: String) {
  createOrder(shippingAddressId: $shippingAddressId, billingAddress: $billingAddress, notes: $notes,
    invoice: $invoice, present: $present, selectedShippings: $selectedShippings,
    paymentMethod: $paymentMethod, numero_ordine_acquisto: $numero_ordine_acquisto,
    data_ordine_acquisto: $data_ordine_acquisto, cig: $cig, cup: $cup) { orderNumber } }`;

export const PRODUCTS = `query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {
  getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {
    items { id title } total } }`;

export interface BasketShape {
  bookshops: { id: string; basketLines: { id: string; qty: number; product: { id: string } }[] }[];
  itemNumber: number;
}

export interface DiscountCodeResult {
  success: boolean;
  errorCode: string | null;
  message: string | null;
}

export interface ShippingAddressShape {
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
  nazione: { code: string; name: string };
  note: string;
}

export interface BillingAddressShape {
  id: string;
  professionale: boolean;
  persona: string;
  label: string;
  pagamento_posticipato: boolean;
  nazione: { code: string; name: string } | null;
  partita_iva: string;
  ragione_sociale: string;
  nome: string;
  cognome: string;
  indirizzo: string;
  citta: string;
  provincia_stato: string;
  cap: string;
  completo: boolean;
}

export const CHOOSE_PASSWORD = `mutation ChoosePassword($password: String!) {
  choosePassword(password: $password) }`;

/**
 * A suite's own documents, asked by their key: `call(client, key, variables)` sends the
 * document under its operation's name (the word after query or mutation), its answer as it is.
 */
export function caller<Q extends Record<string, string>>(documents: Q) {
  return async <T = Record<string, unknown>>(
    client: TestClient,
    op: keyof Q & string,
    vars: Record<string, unknown> = {},
  ) => {
    const document = documents[op];
    if (document === undefined) throw new Error(`no document ${op}`);
    const name = /^(?:query|mutation) (\w+)/.exec(document)?.[1] ?? op;
    return client.graphql<T>(name, document, vars);
  };
}
