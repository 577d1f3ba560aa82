/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment AdminBannerFields on AdminBanner {\n    id\n    position\n    language\n    html\n    active\n  }\n': typeof types.AdminBannerFieldsFragmentDoc;
  '\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n': typeof types.AdminBannersDocument;
  '\n  mutation SaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      ...AdminBannerFields\n    }\n  }\n': typeof types.SaveBannerDocument;
  '\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n': typeof types.DeleteBannerDocument;
  '\n  fragment AdminBookshopFields on AdminBookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    closedAt\n    vacationEnd\n    staffEmails\n  }\n': typeof types.AdminBookshopFieldsFragmentDoc;
  '\n  query AdminBookshops {\n    adminBookshops {\n      ...AdminBookshopFields\n    }\n  }\n': typeof types.AdminBookshopsDocument;
  '\n  mutation CreateBookshop($input: CreateBookshopInput!) {\n    createBookshop(input: $input) {\n      bookshop {\n        ...AdminBookshopFields\n      }\n      staffEmail\n      oneTimePassword\n    }\n  }\n': typeof types.CreateBookshopDocument;
  '\n  mutation CloseBookshop($id: ID!) {\n    closeBookshop(id: $id) {\n      ...AdminBookshopFields\n    }\n  }\n': typeof types.CloseBookshopDocument;
  '\n  fragment AdminDiscountCodeFields on AdminDiscountCode {\n    code\n    kind\n    percent\n    amount\n    bookshop {\n      id\n      name\n    }\n    maxUses\n    usesCount\n    expiresAt\n    expired\n  }\n': typeof types.AdminDiscountCodeFieldsFragmentDoc;
  '\n  query AdminDiscountCodes {\n    adminDiscountCodes {\n      ...AdminDiscountCodeFields\n    }\n  }\n': typeof types.AdminDiscountCodesDocument;
  '\n  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...AdminDiscountCodeFields\n    }\n  }\n': typeof types.CreateDiscountCodeDocument;
  '\n  mutation ExpireDiscountCode($code: String!) {\n    expireDiscountCode(code: $code) {\n      ...AdminDiscountCodeFields\n    }\n  }\n': typeof types.ExpireDiscountCodeDocument;
  '\n  query DiscountCodeUses($code: String!) {\n    discountCodeUses(code: $code) {\n      email\n      orderNumber\n      amount\n      usedAt\n    }\n  }\n': typeof types.DiscountCodeUsesDocument;
  '\n  query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {\n    adminOrders(search: $search, status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        number\n        createdAt\n        status\n        paymentMethod\n        totale\n        buyerEmail\n        parts {\n          id\n          status\n          bookshop {\n            id\n            name\n          }\n          shipping\n          shippingCost\n          refunded\n          carrier\n          trackingCode\n          lines {\n            id\n            qty\n            price\n            rejected\n            product {\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n': typeof types.AdminOrdersDocument;
  '\n  fragment StoreCreditAccountFields on StoreCreditAccount {\n    email\n    balance\n    entries {\n      id\n      amount\n      reason\n      orderNumber\n      byEmail\n      createdAt\n    }\n  }\n': typeof types.StoreCreditAccountFieldsFragmentDoc;
  '\n  query StoreCreditAccount($email: String!) {\n    storeCreditAccount(email: $email) {\n      ...StoreCreditAccountFields\n    }\n  }\n': typeof types.StoreCreditAccountDocument;
  '\n  mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {\n    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) {\n      ...StoreCreditAccountFields\n    }\n  }\n': typeof types.AdjustStoreCreditDocument;
  '\n  mutation AddBook($input: NewBookInput!) {\n    addBook(input: $input) {\n      ...ShelfBookFields\n    }\n  }\n': typeof types.AddBookDocument;
  '\n  fragment OrderPartFields on OrderPart {\n    id\n    orderNumber\n    status\n    bookshop {\n      id\n      name\n      city\n    }\n    shipping\n    shippingCost\n    refunded\n    carrier\n    trackingCode\n    confirmBy\n    lines {\n      id\n      qty\n      price\n      rejected\n      product {\n        id\n        title\n      }\n    }\n    details {\n      createdAt\n      buyerName\n      buyerEmail\n      notes\n      present\n      address {\n        name\n        attenzioneDi\n        telefono\n        email\n        indirizzo\n        indirizzo2\n        citta\n        provinciaStato\n        cap\n        nazione\n        note\n      }\n      pa {\n        numero_ordine_acquisto\n        data_ordine_acquisto\n        cig\n        cup\n      }\n    }\n  }\n': typeof types.OrderPartFieldsFragmentDoc;
  '\n  query BookshopOrders($status: OrderPartStatus) {\n    bookshopOrders(status: $status) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.BookshopOrdersDocument;
  '\n  fragment ShelfBookFields on ShelfBook {\n    id\n    isbn\n    title\n    authors\n    price\n    available\n    slug\n    cssClass\n  }\n': typeof types.ShelfBookFieldsFragmentDoc;
  '\n  query Shelf($search: String, $page: Int) {\n    shelf(search: $search, page: $page) {\n      bookshop {\n        id\n        name\n        inVacation\n        vacationEnd\n      }\n      items {\n        ...ShelfBookFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n': typeof types.ShelfDocument;
  '\n  mutation AcceptOrderPart($partId: ID!) {\n    acceptOrderPart(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.AcceptOrderPartDocument;
  '\n  mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {\n    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.RejectOrderLinesDocument;
  '\n  mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {\n    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.ShipOrderPartDocument;
  '\n  mutation MarkReadyForPickup($partId: ID!) {\n    markReadyForPickup(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.MarkReadyForPickupDocument;
  '\n  mutation MarkCollected($partId: ID!) {\n    markCollected(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n': typeof types.MarkCollectedDocument;
  '\n  mutation SetPrice($productId: ID!, $price: Decimal!) {\n    setPrice(productId: $productId, price: $price) {\n      id\n      title\n      price\n    }\n  }\n': typeof types.SetPriceDocument;
  '\n  mutation SetStock($productId: ID!, $available: Int!) {\n    setStock(productId: $productId, available: $available) {\n      id\n      title\n      available\n    }\n  }\n': typeof types.SetStockDocument;
  '\n  mutation SetVacation($until: String) {\n    setVacation(until: $until) {\n      id\n      name\n      inVacation\n      vacationEnd\n    }\n  }\n': typeof types.SetVacationDocument;
  '\n  fragment ShippingTableFields on ShippingTable {\n    shippingType\n    offered\n    rates {\n      destCountry\n      minWeightGrams\n      maxWeightGrams\n      price\n    }\n  }\n': typeof types.ShippingTableFieldsFragmentDoc;
  '\n  query ShippingRatesOfMyBookshop {\n    shippingRatesOfMyBookshop {\n      ...ShippingTableFields\n    }\n  }\n': typeof types.ShippingRatesOfMyBookshopDocument;
  '\n  mutation SetShippingRates(\n    $shippingType: ShippingType!\n    $offered: Boolean!\n    $rates: [ShippingRateInput!]!\n  ) {\n    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {\n      ...ShippingTableFields\n    }\n  }\n': typeof types.SetShippingRatesDocument;
  '\n  query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {\n    getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {\n      codelib\n      quotes {\n        shippingType\n        cost\n      }\n    }\n  }\n': typeof types.GetApproxShippingQuotesDocument;
  '\n  query GetBookshop($id: ID!) {\n    getBookshop(id: $id) {\n      ...BookshopFields\n    }\n  }\n': typeof types.GetBookshopDocument;
  '\n  query GetBookshops {\n    getBookshops {\n      ...BookshopFields\n    }\n  }\n': typeof types.GetBookshopsDocument;
  '\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductFields\n    }\n  }\n': typeof types.GetProductDocument;
  '\n  query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {\n    getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n': typeof types.GetProductsDocument;
  '\n  mutation AddDiscountCode(\n    $billingAddressId: ID\n    $shippingAddressId: ID\n    $selectedShippings: [SelectedShippingInput!]!\n    $discountCode: String!\n  ) {\n    addDiscountCode(\n      billingAddressId: $billingAddressId\n      shippingAddressId: $shippingAddressId\n      selectedShippings: $selectedShippings\n      discountCode: $discountCode\n    ) {\n      success\n      errorCode\n      message\n    }\n  }\n': typeof types.AddDiscountCodeDocument;
  '\n  mutation createOrder(\n    $shippingAddressId: ID\n    $billingAddress: ID\n    $notes: String\n    $invoice: Boolean!\n    $present: Boolean!\n    $selectedShippings: [SelectedShippingInput!]\n    $numero_ordine_acquisto: String\n    $data_ordine_acquisto: String\n    $cig: String\n    $cup: String\n    $paymentMethod: PaymentMethodCode\n  ) {\n    createOrder(\n      shippingAddressId: $shippingAddressId\n      billingAddress: $billingAddress\n      notes: $notes\n      invoice: $invoice\n      present: $present\n      selectedShippings: $selectedShippings\n      numero_ordine_acquisto: $numero_ordine_acquisto\n      data_ordine_acquisto: $data_ordine_acquisto\n      cig: $cig\n      cup: $cup\n      paymentMethod: $paymentMethod\n    ) {\n      orderNumber\n    }\n  }\n': typeof types.CreateOrderDocument;
  '\n  query GetRealCartTotals(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getRealCartTotals(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    ) {\n      totale\n      borsellino\n      imposta\n      costoSpedizione\n      buoniSconto {\n        id\n        codelib\n        valore\n      }\n      sconto\n      merce\n      messaggioErrore\n      bookshops {\n        bookshopId\n        shippingType\n        shippingCost\n        goods\n        discount\n      }\n    }\n  }\n': typeof types.GetRealCartTotalsDocument;
  '\n  query GetPaymentMethods(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getPaymentMethods(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    )\n  }\n': typeof types.GetPaymentMethodsDocument;
  '\n  mutation RemoveDiscountCode($code: String!) {\n    removeDiscountCode(code: $code) {\n      success\n      errorCode\n      message\n    }\n  }\n': typeof types.RemoveDiscountCodeDocument;
  '\n  query MyOrders {\n    myOrders {\n      number\n      createdAt\n      paymentMethod\n      totale\n      parts {\n        id\n        orderNumber\n        status\n        bookshop {\n          id\n          name\n        }\n        shipping\n        shippingCost\n        lines {\n          id\n          product {\n            id\n            title\n          }\n          qty\n          price\n          rejected\n        }\n        refunded\n        carrier\n        trackingCode\n        confirmBy\n      }\n    }\n  }\n': typeof types.MyOrdersDocument;
  '\n  query AccountRole {\n    accountRole\n  }\n': typeof types.AccountRoleDocument;
  '\n  query GetBillingAddresses($lang: String!) {\n    getBillingAddresses(lang: $lang) {\n      id\n      professionale\n      tipologia\n      sconto\n      label\n      persona\n      data_nascita\n      nazione {\n        code\n        name\n      }\n      pagamento_posticipato\n      codice_fiscale\n      partita_iva\n      ragione_sociale\n      pec\n      codice_destinatario_sdi\n      nome\n      cognome\n      indirizzo\n      citta\n      provincia_stato\n      cap\n      completo\n    }\n  }\n': typeof types.GetBillingAddressesDocument;
  '\n  query GetShippingAddresses($lang: String!) {\n    getShippingAddresses(lang: $lang) {\n      id\n      etichetta\n      name\n      attenzioneDi\n      telefono\n      email\n      indirizzo\n      indirizzo2\n      citta\n      provinciaStato\n      cap\n      nazione {\n        code\n        name\n      }\n      note\n    }\n  }\n': typeof types.GetShippingAddressesDocument;
  '\n  fragment ProductOwnFields on Product {\n    id\n    title\n    slug\n    description\n    available\n    price\n    discount\n    discountedPrice\n    weight\n    cssClass\n  }\n': typeof types.ProductOwnFieldsFragmentDoc;
  '\n  fragment BasketFields on Basket {\n    bookshops {\n      id\n      name\n      city\n      countryCode\n      inVacation\n      vacationEnd\n      basketLines {\n        id\n        qty\n        adjustedFrom\n        total\n        product {\n          ...ProductOwnFields\n          cache_it\n          cache_en\n          cache_fr\n          cache_es\n        }\n      }\n    }\n    itemNumber\n  }\n': typeof types.BasketFieldsFragmentDoc;
  '\n  query GetBasket {\n    getBasket {\n      ...BasketFields\n    }\n  }\n': typeof types.GetBasketDocument;
  '\n  mutation AddProduct($productId: ID!) {\n    addProduct(productId: $productId) {\n      ...BasketFields\n    }\n  }\n': typeof types.AddProductDocument;
  '\n  mutation removeProduct($productId: ID!, $qty: Int) {\n    removeProduct(productId: $productId, qty: $qty) {\n      ...BasketFields\n    }\n  }\n': typeof types.RemoveProductDocument;
  '\n  fragment BookshopFields on Bookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    inVacation\n    vacationEnd\n  }\n': typeof types.BookshopFieldsFragmentDoc;
  '\n  fragment ProductFields on Product {\n    ...ProductOwnFields\n    cache_it\n    cache_en\n    cache_fr\n    cache_es\n    bookshop {\n      ...BookshopFields\n    }\n  }\n': typeof types.ProductFieldsFragmentDoc;
  '\n  query GetCountries($lang: String!) {\n    getCountries(lang: $lang) {\n      code\n      name\n    }\n  }\n': typeof types.GetCountriesDocument;
  '\n  query GetDjangoUserEmail {\n    getDjangoUserEmail\n  }\n': typeof types.GetDjangoUserEmailDocument;
  '\n  query GetWishlist {\n    getWishlist {\n      ...ProductFields\n    }\n  }\n': typeof types.GetWishlistDocument;
};
const documents: Documents = {
  '\n  fragment AdminBannerFields on AdminBanner {\n    id\n    position\n    language\n    html\n    active\n  }\n':
    types.AdminBannerFieldsFragmentDoc,
  '\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n':
    types.AdminBannersDocument,
  '\n  mutation SaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      ...AdminBannerFields\n    }\n  }\n':
    types.SaveBannerDocument,
  '\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n':
    types.DeleteBannerDocument,
  '\n  fragment AdminBookshopFields on AdminBookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    closedAt\n    vacationEnd\n    staffEmails\n  }\n':
    types.AdminBookshopFieldsFragmentDoc,
  '\n  query AdminBookshops {\n    adminBookshops {\n      ...AdminBookshopFields\n    }\n  }\n':
    types.AdminBookshopsDocument,
  '\n  mutation CreateBookshop($input: CreateBookshopInput!) {\n    createBookshop(input: $input) {\n      bookshop {\n        ...AdminBookshopFields\n      }\n      staffEmail\n      oneTimePassword\n    }\n  }\n':
    types.CreateBookshopDocument,
  '\n  mutation CloseBookshop($id: ID!) {\n    closeBookshop(id: $id) {\n      ...AdminBookshopFields\n    }\n  }\n':
    types.CloseBookshopDocument,
  '\n  fragment AdminDiscountCodeFields on AdminDiscountCode {\n    code\n    kind\n    percent\n    amount\n    bookshop {\n      id\n      name\n    }\n    maxUses\n    usesCount\n    expiresAt\n    expired\n  }\n':
    types.AdminDiscountCodeFieldsFragmentDoc,
  '\n  query AdminDiscountCodes {\n    adminDiscountCodes {\n      ...AdminDiscountCodeFields\n    }\n  }\n':
    types.AdminDiscountCodesDocument,
  '\n  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...AdminDiscountCodeFields\n    }\n  }\n':
    types.CreateDiscountCodeDocument,
  '\n  mutation ExpireDiscountCode($code: String!) {\n    expireDiscountCode(code: $code) {\n      ...AdminDiscountCodeFields\n    }\n  }\n':
    types.ExpireDiscountCodeDocument,
  '\n  query DiscountCodeUses($code: String!) {\n    discountCodeUses(code: $code) {\n      email\n      orderNumber\n      amount\n      usedAt\n    }\n  }\n':
    types.DiscountCodeUsesDocument,
  '\n  query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {\n    adminOrders(search: $search, status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        number\n        createdAt\n        status\n        paymentMethod\n        totale\n        buyerEmail\n        parts {\n          id\n          status\n          bookshop {\n            id\n            name\n          }\n          shipping\n          shippingCost\n          refunded\n          carrier\n          trackingCode\n          lines {\n            id\n            qty\n            price\n            rejected\n            product {\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n':
    types.AdminOrdersDocument,
  '\n  fragment StoreCreditAccountFields on StoreCreditAccount {\n    email\n    balance\n    entries {\n      id\n      amount\n      reason\n      orderNumber\n      byEmail\n      createdAt\n    }\n  }\n':
    types.StoreCreditAccountFieldsFragmentDoc,
  '\n  query StoreCreditAccount($email: String!) {\n    storeCreditAccount(email: $email) {\n      ...StoreCreditAccountFields\n    }\n  }\n':
    types.StoreCreditAccountDocument,
  '\n  mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {\n    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) {\n      ...StoreCreditAccountFields\n    }\n  }\n':
    types.AdjustStoreCreditDocument,
  '\n  mutation AddBook($input: NewBookInput!) {\n    addBook(input: $input) {\n      ...ShelfBookFields\n    }\n  }\n':
    types.AddBookDocument,
  '\n  fragment OrderPartFields on OrderPart {\n    id\n    orderNumber\n    status\n    bookshop {\n      id\n      name\n      city\n    }\n    shipping\n    shippingCost\n    refunded\n    carrier\n    trackingCode\n    confirmBy\n    lines {\n      id\n      qty\n      price\n      rejected\n      product {\n        id\n        title\n      }\n    }\n    details {\n      createdAt\n      buyerName\n      buyerEmail\n      notes\n      present\n      address {\n        name\n        attenzioneDi\n        telefono\n        email\n        indirizzo\n        indirizzo2\n        citta\n        provinciaStato\n        cap\n        nazione\n        note\n      }\n      pa {\n        numero_ordine_acquisto\n        data_ordine_acquisto\n        cig\n        cup\n      }\n    }\n  }\n':
    types.OrderPartFieldsFragmentDoc,
  '\n  query BookshopOrders($status: OrderPartStatus) {\n    bookshopOrders(status: $status) {\n      ...OrderPartFields\n    }\n  }\n':
    types.BookshopOrdersDocument,
  '\n  fragment ShelfBookFields on ShelfBook {\n    id\n    isbn\n    title\n    authors\n    price\n    available\n    slug\n    cssClass\n  }\n':
    types.ShelfBookFieldsFragmentDoc,
  '\n  query Shelf($search: String, $page: Int) {\n    shelf(search: $search, page: $page) {\n      bookshop {\n        id\n        name\n        inVacation\n        vacationEnd\n      }\n      items {\n        ...ShelfBookFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n':
    types.ShelfDocument,
  '\n  mutation AcceptOrderPart($partId: ID!) {\n    acceptOrderPart(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n':
    types.AcceptOrderPartDocument,
  '\n  mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {\n    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {\n      ...OrderPartFields\n    }\n  }\n':
    types.RejectOrderLinesDocument,
  '\n  mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {\n    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) {\n      ...OrderPartFields\n    }\n  }\n':
    types.ShipOrderPartDocument,
  '\n  mutation MarkReadyForPickup($partId: ID!) {\n    markReadyForPickup(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n':
    types.MarkReadyForPickupDocument,
  '\n  mutation MarkCollected($partId: ID!) {\n    markCollected(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n':
    types.MarkCollectedDocument,
  '\n  mutation SetPrice($productId: ID!, $price: Decimal!) {\n    setPrice(productId: $productId, price: $price) {\n      id\n      title\n      price\n    }\n  }\n':
    types.SetPriceDocument,
  '\n  mutation SetStock($productId: ID!, $available: Int!) {\n    setStock(productId: $productId, available: $available) {\n      id\n      title\n      available\n    }\n  }\n':
    types.SetStockDocument,
  '\n  mutation SetVacation($until: String) {\n    setVacation(until: $until) {\n      id\n      name\n      inVacation\n      vacationEnd\n    }\n  }\n':
    types.SetVacationDocument,
  '\n  fragment ShippingTableFields on ShippingTable {\n    shippingType\n    offered\n    rates {\n      destCountry\n      minWeightGrams\n      maxWeightGrams\n      price\n    }\n  }\n':
    types.ShippingTableFieldsFragmentDoc,
  '\n  query ShippingRatesOfMyBookshop {\n    shippingRatesOfMyBookshop {\n      ...ShippingTableFields\n    }\n  }\n':
    types.ShippingRatesOfMyBookshopDocument,
  '\n  mutation SetShippingRates(\n    $shippingType: ShippingType!\n    $offered: Boolean!\n    $rates: [ShippingRateInput!]!\n  ) {\n    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {\n      ...ShippingTableFields\n    }\n  }\n':
    types.SetShippingRatesDocument,
  '\n  query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {\n    getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {\n      codelib\n      quotes {\n        shippingType\n        cost\n      }\n    }\n  }\n':
    types.GetApproxShippingQuotesDocument,
  '\n  query GetBookshop($id: ID!) {\n    getBookshop(id: $id) {\n      ...BookshopFields\n    }\n  }\n':
    types.GetBookshopDocument,
  '\n  query GetBookshops {\n    getBookshops {\n      ...BookshopFields\n    }\n  }\n':
    types.GetBookshopsDocument,
  '\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductFields\n    }\n  }\n':
    types.GetProductDocument,
  '\n  query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {\n    getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n':
    types.GetProductsDocument,
  '\n  mutation AddDiscountCode(\n    $billingAddressId: ID\n    $shippingAddressId: ID\n    $selectedShippings: [SelectedShippingInput!]!\n    $discountCode: String!\n  ) {\n    addDiscountCode(\n      billingAddressId: $billingAddressId\n      shippingAddressId: $shippingAddressId\n      selectedShippings: $selectedShippings\n      discountCode: $discountCode\n    ) {\n      success\n      errorCode\n      message\n    }\n  }\n':
    types.AddDiscountCodeDocument,
  '\n  mutation createOrder(\n    $shippingAddressId: ID\n    $billingAddress: ID\n    $notes: String\n    $invoice: Boolean!\n    $present: Boolean!\n    $selectedShippings: [SelectedShippingInput!]\n    $numero_ordine_acquisto: String\n    $data_ordine_acquisto: String\n    $cig: String\n    $cup: String\n    $paymentMethod: PaymentMethodCode\n  ) {\n    createOrder(\n      shippingAddressId: $shippingAddressId\n      billingAddress: $billingAddress\n      notes: $notes\n      invoice: $invoice\n      present: $present\n      selectedShippings: $selectedShippings\n      numero_ordine_acquisto: $numero_ordine_acquisto\n      data_ordine_acquisto: $data_ordine_acquisto\n      cig: $cig\n      cup: $cup\n      paymentMethod: $paymentMethod\n    ) {\n      orderNumber\n    }\n  }\n':
    types.CreateOrderDocument,
  '\n  query GetRealCartTotals(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getRealCartTotals(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    ) {\n      totale\n      borsellino\n      imposta\n      costoSpedizione\n      buoniSconto {\n        id\n        codelib\n        valore\n      }\n      sconto\n      merce\n      messaggioErrore\n      bookshops {\n        bookshopId\n        shippingType\n        shippingCost\n        goods\n        discount\n      }\n    }\n  }\n':
    types.GetRealCartTotalsDocument,
  '\n  query GetPaymentMethods(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getPaymentMethods(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    )\n  }\n':
    types.GetPaymentMethodsDocument,
  '\n  mutation RemoveDiscountCode($code: String!) {\n    removeDiscountCode(code: $code) {\n      success\n      errorCode\n      message\n    }\n  }\n':
    types.RemoveDiscountCodeDocument,
  '\n  query MyOrders {\n    myOrders {\n      number\n      createdAt\n      paymentMethod\n      totale\n      parts {\n        id\n        orderNumber\n        status\n        bookshop {\n          id\n          name\n        }\n        shipping\n        shippingCost\n        lines {\n          id\n          product {\n            id\n            title\n          }\n          qty\n          price\n          rejected\n        }\n        refunded\n        carrier\n        trackingCode\n        confirmBy\n      }\n    }\n  }\n':
    types.MyOrdersDocument,
  '\n  query AccountRole {\n    accountRole\n  }\n': types.AccountRoleDocument,
  '\n  query GetBillingAddresses($lang: String!) {\n    getBillingAddresses(lang: $lang) {\n      id\n      professionale\n      tipologia\n      sconto\n      label\n      persona\n      data_nascita\n      nazione {\n        code\n        name\n      }\n      pagamento_posticipato\n      codice_fiscale\n      partita_iva\n      ragione_sociale\n      pec\n      codice_destinatario_sdi\n      nome\n      cognome\n      indirizzo\n      citta\n      provincia_stato\n      cap\n      completo\n    }\n  }\n':
    types.GetBillingAddressesDocument,
  '\n  query GetShippingAddresses($lang: String!) {\n    getShippingAddresses(lang: $lang) {\n      id\n      etichetta\n      name\n      attenzioneDi\n      telefono\n      email\n      indirizzo\n      indirizzo2\n      citta\n      provinciaStato\n      cap\n      nazione {\n        code\n        name\n      }\n      note\n    }\n  }\n':
    types.GetShippingAddressesDocument,
  '\n  fragment ProductOwnFields on Product {\n    id\n    title\n    slug\n    description\n    available\n    price\n    discount\n    discountedPrice\n    weight\n    cssClass\n  }\n':
    types.ProductOwnFieldsFragmentDoc,
  '\n  fragment BasketFields on Basket {\n    bookshops {\n      id\n      name\n      city\n      countryCode\n      inVacation\n      vacationEnd\n      basketLines {\n        id\n        qty\n        adjustedFrom\n        total\n        product {\n          ...ProductOwnFields\n          cache_it\n          cache_en\n          cache_fr\n          cache_es\n        }\n      }\n    }\n    itemNumber\n  }\n':
    types.BasketFieldsFragmentDoc,
  '\n  query GetBasket {\n    getBasket {\n      ...BasketFields\n    }\n  }\n':
    types.GetBasketDocument,
  '\n  mutation AddProduct($productId: ID!) {\n    addProduct(productId: $productId) {\n      ...BasketFields\n    }\n  }\n':
    types.AddProductDocument,
  '\n  mutation removeProduct($productId: ID!, $qty: Int) {\n    removeProduct(productId: $productId, qty: $qty) {\n      ...BasketFields\n    }\n  }\n':
    types.RemoveProductDocument,
  '\n  fragment BookshopFields on Bookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    inVacation\n    vacationEnd\n  }\n':
    types.BookshopFieldsFragmentDoc,
  '\n  fragment ProductFields on Product {\n    ...ProductOwnFields\n    cache_it\n    cache_en\n    cache_fr\n    cache_es\n    bookshop {\n      ...BookshopFields\n    }\n  }\n':
    types.ProductFieldsFragmentDoc,
  '\n  query GetCountries($lang: String!) {\n    getCountries(lang: $lang) {\n      code\n      name\n    }\n  }\n':
    types.GetCountriesDocument,
  '\n  query GetDjangoUserEmail {\n    getDjangoUserEmail\n  }\n': types.GetDjangoUserEmailDocument,
  '\n  query GetWishlist {\n    getWishlist {\n      ...ProductFields\n    }\n  }\n':
    types.GetWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminBannerFields on AdminBanner {\n    id\n    position\n    language\n    html\n    active\n  }\n',
): typeof import('./graphql').AdminBannerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n',
): typeof import('./graphql').AdminBannersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveBanner($id: ID, $input: BannerInput!) {\n    saveBanner(id: $id, input: $input) {\n      ...AdminBannerFields\n    }\n  }\n',
): typeof import('./graphql').SaveBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n',
): typeof import('./graphql').DeleteBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminBookshopFields on AdminBookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    closedAt\n    vacationEnd\n    staffEmails\n  }\n',
): typeof import('./graphql').AdminBookshopFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminBookshops {\n    adminBookshops {\n      ...AdminBookshopFields\n    }\n  }\n',
): typeof import('./graphql').AdminBookshopsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateBookshop($input: CreateBookshopInput!) {\n    createBookshop(input: $input) {\n      bookshop {\n        ...AdminBookshopFields\n      }\n      staffEmail\n      oneTimePassword\n    }\n  }\n',
): typeof import('./graphql').CreateBookshopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CloseBookshop($id: ID!) {\n    closeBookshop(id: $id) {\n      ...AdminBookshopFields\n    }\n  }\n',
): typeof import('./graphql').CloseBookshopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminDiscountCodeFields on AdminDiscountCode {\n    code\n    kind\n    percent\n    amount\n    bookshop {\n      id\n      name\n    }\n    maxUses\n    usesCount\n    expiresAt\n    expired\n  }\n',
): typeof import('./graphql').AdminDiscountCodeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminDiscountCodes {\n    adminDiscountCodes {\n      ...AdminDiscountCodeFields\n    }\n  }\n',
): typeof import('./graphql').AdminDiscountCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n    createDiscountCode(input: $input) {\n      ...AdminDiscountCodeFields\n    }\n  }\n',
): typeof import('./graphql').CreateDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExpireDiscountCode($code: String!) {\n    expireDiscountCode(code: $code) {\n      ...AdminDiscountCodeFields\n    }\n  }\n',
): typeof import('./graphql').ExpireDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DiscountCodeUses($code: String!) {\n    discountCodeUses(code: $code) {\n      email\n      orderNumber\n      amount\n      usedAt\n    }\n  }\n',
): typeof import('./graphql').DiscountCodeUsesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrders($search: String, $status: OrderPartStatus, $page: Int) {\n    adminOrders(search: $search, status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        number\n        createdAt\n        status\n        paymentMethod\n        totale\n        buyerEmail\n        parts {\n          id\n          status\n          bookshop {\n            id\n            name\n          }\n          shipping\n          shippingCost\n          refunded\n          carrier\n          trackingCode\n          lines {\n            id\n            qty\n            price\n            rejected\n            product {\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n',
): typeof import('./graphql').AdminOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StoreCreditAccountFields on StoreCreditAccount {\n    email\n    balance\n    entries {\n      id\n      amount\n      reason\n      orderNumber\n      byEmail\n      createdAt\n    }\n  }\n',
): typeof import('./graphql').StoreCreditAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StoreCreditAccount($email: String!) {\n    storeCreditAccount(email: $email) {\n      ...StoreCreditAccountFields\n    }\n  }\n',
): typeof import('./graphql').StoreCreditAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdjustStoreCredit($email: String!, $amount: Decimal!, $reason: String!) {\n    adjustStoreCredit(email: $email, amount: $amount, reason: $reason) {\n      ...StoreCreditAccountFields\n    }\n  }\n',
): typeof import('./graphql').AdjustStoreCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddBook($input: NewBookInput!) {\n    addBook(input: $input) {\n      ...ShelfBookFields\n    }\n  }\n',
): typeof import('./graphql').AddBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderPartFields on OrderPart {\n    id\n    orderNumber\n    status\n    bookshop {\n      id\n      name\n      city\n    }\n    shipping\n    shippingCost\n    refunded\n    carrier\n    trackingCode\n    confirmBy\n    lines {\n      id\n      qty\n      price\n      rejected\n      product {\n        id\n        title\n      }\n    }\n    details {\n      createdAt\n      buyerName\n      buyerEmail\n      notes\n      present\n      address {\n        name\n        attenzioneDi\n        telefono\n        email\n        indirizzo\n        indirizzo2\n        citta\n        provinciaStato\n        cap\n        nazione\n        note\n      }\n      pa {\n        numero_ordine_acquisto\n        data_ordine_acquisto\n        cig\n        cup\n      }\n    }\n  }\n',
): typeof import('./graphql').OrderPartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BookshopOrders($status: OrderPartStatus) {\n    bookshopOrders(status: $status) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').BookshopOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShelfBookFields on ShelfBook {\n    id\n    isbn\n    title\n    authors\n    price\n    available\n    slug\n    cssClass\n  }\n',
): typeof import('./graphql').ShelfBookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Shelf($search: String, $page: Int) {\n    shelf(search: $search, page: $page) {\n      bookshop {\n        id\n        name\n        inVacation\n        vacationEnd\n      }\n      items {\n        ...ShelfBookFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n',
): typeof import('./graphql').ShelfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptOrderPart($partId: ID!) {\n    acceptOrderPart(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').AcceptOrderPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectOrderLines($partId: ID!, $lineIds: [ID!]!, $reason: String!) {\n    rejectOrderLines(partId: $partId, lineIds: $lineIds, reason: $reason) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').RejectOrderLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ShipOrderPart($partId: ID!, $carrier: String!, $trackingCode: String!) {\n    shipOrderPart(partId: $partId, carrier: $carrier, trackingCode: $trackingCode) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').ShipOrderPartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkReadyForPickup($partId: ID!) {\n    markReadyForPickup(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').MarkReadyForPickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkCollected($partId: ID!) {\n    markCollected(partId: $partId) {\n      ...OrderPartFields\n    }\n  }\n',
): typeof import('./graphql').MarkCollectedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetPrice($productId: ID!, $price: Decimal!) {\n    setPrice(productId: $productId, price: $price) {\n      id\n      title\n      price\n    }\n  }\n',
): typeof import('./graphql').SetPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetStock($productId: ID!, $available: Int!) {\n    setStock(productId: $productId, available: $available) {\n      id\n      title\n      available\n    }\n  }\n',
): typeof import('./graphql').SetStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetVacation($until: String) {\n    setVacation(until: $until) {\n      id\n      name\n      inVacation\n      vacationEnd\n    }\n  }\n',
): typeof import('./graphql').SetVacationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShippingTableFields on ShippingTable {\n    shippingType\n    offered\n    rates {\n      destCountry\n      minWeightGrams\n      maxWeightGrams\n      price\n    }\n  }\n',
): typeof import('./graphql').ShippingTableFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShippingRatesOfMyBookshop {\n    shippingRatesOfMyBookshop {\n      ...ShippingTableFields\n    }\n  }\n',
): typeof import('./graphql').ShippingRatesOfMyBookshopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetShippingRates(\n    $shippingType: ShippingType!\n    $offered: Boolean!\n    $rates: [ShippingRateInput!]!\n  ) {\n    setShippingRates(shippingType: $shippingType, offered: $offered, rates: $rates) {\n      ...ShippingTableFields\n    }\n  }\n',
): typeof import('./graphql').SetShippingRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetApproxShippingQuotes($parcels: [ParcelInput!]!, $destCountry: String!) {\n    getApproxShippingQuotes(parcels: $parcels, destCountry: $destCountry) {\n      codelib\n      quotes {\n        shippingType\n        cost\n      }\n    }\n  }\n',
): typeof import('./graphql').GetApproxShippingQuotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBookshop($id: ID!) {\n    getBookshop(id: $id) {\n      ...BookshopFields\n    }\n  }\n',
): typeof import('./graphql').GetBookshopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBookshops {\n    getBookshops {\n      ...BookshopFields\n    }\n  }\n',
): typeof import('./graphql').GetBookshopsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductFields\n    }\n  }\n',
): typeof import('./graphql').GetProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetProducts($search: String, $bookshopId: ID, $page: Int, $pageSize: Int) {\n    getProducts(search: $search, bookshopId: $bookshopId, page: $page, pageSize: $pageSize) {\n      items {\n        ...ProductFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n',
): typeof import('./graphql').GetProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddDiscountCode(\n    $billingAddressId: ID\n    $shippingAddressId: ID\n    $selectedShippings: [SelectedShippingInput!]!\n    $discountCode: String!\n  ) {\n    addDiscountCode(\n      billingAddressId: $billingAddressId\n      shippingAddressId: $shippingAddressId\n      selectedShippings: $selectedShippings\n      discountCode: $discountCode\n    ) {\n      success\n      errorCode\n      message\n    }\n  }\n',
): typeof import('./graphql').AddDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation createOrder(\n    $shippingAddressId: ID\n    $billingAddress: ID\n    $notes: String\n    $invoice: Boolean!\n    $present: Boolean!\n    $selectedShippings: [SelectedShippingInput!]\n    $numero_ordine_acquisto: String\n    $data_ordine_acquisto: String\n    $cig: String\n    $cup: String\n    $paymentMethod: PaymentMethodCode\n  ) {\n    createOrder(\n      shippingAddressId: $shippingAddressId\n      billingAddress: $billingAddress\n      notes: $notes\n      invoice: $invoice\n      present: $present\n      selectedShippings: $selectedShippings\n      numero_ordine_acquisto: $numero_ordine_acquisto\n      data_ordine_acquisto: $data_ordine_acquisto\n      cig: $cig\n      cup: $cup\n      paymentMethod: $paymentMethod\n    ) {\n      orderNumber\n    }\n  }\n',
): typeof import('./graphql').CreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetRealCartTotals(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getRealCartTotals(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    ) {\n      totale\n      borsellino\n      imposta\n      costoSpedizione\n      buoniSconto {\n        id\n        codelib\n        valore\n      }\n      sconto\n      merce\n      messaggioErrore\n      bookshops {\n        bookshopId\n        shippingType\n        shippingCost\n        goods\n        discount\n      }\n    }\n  }\n',
): typeof import('./graphql').GetRealCartTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetPaymentMethods(\n    $selectedShippings: [SelectedShippingInput!]!\n    $shippingAddressId: ID\n    $billingAddressId: ID\n  ) {\n    getPaymentMethods(\n      selectedShippings: $selectedShippings\n      shippingAddressId: $shippingAddressId\n      billingAddressId: $billingAddressId\n    )\n  }\n',
): typeof import('./graphql').GetPaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveDiscountCode($code: String!) {\n    removeDiscountCode(code: $code) {\n      success\n      errorCode\n      message\n    }\n  }\n',
): typeof import('./graphql').RemoveDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyOrders {\n    myOrders {\n      number\n      createdAt\n      paymentMethod\n      totale\n      parts {\n        id\n        orderNumber\n        status\n        bookshop {\n          id\n          name\n        }\n        shipping\n        shippingCost\n        lines {\n          id\n          product {\n            id\n            title\n          }\n          qty\n          price\n          rejected\n        }\n        refunded\n        carrier\n        trackingCode\n        confirmBy\n      }\n    }\n  }\n',
): typeof import('./graphql').MyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountRole {\n    accountRole\n  }\n',
): typeof import('./graphql').AccountRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBillingAddresses($lang: String!) {\n    getBillingAddresses(lang: $lang) {\n      id\n      professionale\n      tipologia\n      sconto\n      label\n      persona\n      data_nascita\n      nazione {\n        code\n        name\n      }\n      pagamento_posticipato\n      codice_fiscale\n      partita_iva\n      ragione_sociale\n      pec\n      codice_destinatario_sdi\n      nome\n      cognome\n      indirizzo\n      citta\n      provincia_stato\n      cap\n      completo\n    }\n  }\n',
): typeof import('./graphql').GetBillingAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetShippingAddresses($lang: String!) {\n    getShippingAddresses(lang: $lang) {\n      id\n      etichetta\n      name\n      attenzioneDi\n      telefono\n      email\n      indirizzo\n      indirizzo2\n      citta\n      provinciaStato\n      cap\n      nazione {\n        code\n        name\n      }\n      note\n    }\n  }\n',
): typeof import('./graphql').GetShippingAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductOwnFields on Product {\n    id\n    title\n    slug\n    description\n    available\n    price\n    discount\n    discountedPrice\n    weight\n    cssClass\n  }\n',
): typeof import('./graphql').ProductOwnFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BasketFields on Basket {\n    bookshops {\n      id\n      name\n      city\n      countryCode\n      inVacation\n      vacationEnd\n      basketLines {\n        id\n        qty\n        adjustedFrom\n        total\n        product {\n          ...ProductOwnFields\n          cache_it\n          cache_en\n          cache_fr\n          cache_es\n        }\n      }\n    }\n    itemNumber\n  }\n',
): typeof import('./graphql').BasketFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBasket {\n    getBasket {\n      ...BasketFields\n    }\n  }\n',
): typeof import('./graphql').GetBasketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProduct($productId: ID!) {\n    addProduct(productId: $productId) {\n      ...BasketFields\n    }\n  }\n',
): typeof import('./graphql').AddProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation removeProduct($productId: ID!, $qty: Int) {\n    removeProduct(productId: $productId, qty: $qty) {\n      ...BasketFields\n    }\n  }\n',
): typeof import('./graphql').RemoveProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BookshopFields on Bookshop {\n    id\n    name\n    city\n    countryCode\n    description\n    inVacation\n    vacationEnd\n  }\n',
): typeof import('./graphql').BookshopFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductFields on Product {\n    ...ProductOwnFields\n    cache_it\n    cache_en\n    cache_fr\n    cache_es\n    bookshop {\n      ...BookshopFields\n    }\n  }\n',
): typeof import('./graphql').ProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetCountries($lang: String!) {\n    getCountries(lang: $lang) {\n      code\n      name\n    }\n  }\n',
): typeof import('./graphql').GetCountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetDjangoUserEmail {\n    getDjangoUserEmail\n  }\n',
): typeof import('./graphql').GetDjangoUserEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetWishlist {\n    getWishlist {\n      ...ProductFields\n    }\n  }\n',
): typeof import('./graphql').GetWishlistDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
