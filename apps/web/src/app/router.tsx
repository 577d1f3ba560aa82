import { lazy, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { DEFAULT_LANG, isLang, type Lang } from '../config/languages';
import { paths, routes } from '../config/paths';
import { loadAreaStrings } from '../i18n/index';
import { userEmailQueryOptions } from '../lib/user-email';
import type { PageTitleKey } from '../hooks/use-page-title';
import { billingAddressesQueryOptions } from '../lib/addresses/get-billing-addresses';
import { shippingAddressesQueryOptions } from '../lib/addresses/get-shipping-addresses';
import { basketQueryOptions } from '../lib/basket-api';
import { countriesQueryOptions } from '../lib/countries';
import { AreaStrings } from '../components/area-strings';
import { bannerQueryOptions } from './banner';
import { CartSegment } from './cart-segment';
import { LanguageScope } from './language-scope';
import { Layout, Legal } from './layout';
import { RequireLogin } from './login-gate';
import { NotFoundPage } from './not-found-page';
import { queryClient } from './query-client';
import { RootRedirect } from './root-redirect';
import { RouteErrorBoundary } from './route-error';

// Every page is its own chunk, loaded when first visited: the first download stays the shell.
// React Router's declarative mode: the app loads no data in routes, and the data router costs
// some 15 KB gzip more of initial JavaScript (docs/adr/008).

/**
 * A lazy page whose chunk a login gate can start loading while it checks the login. Once its
 * code is in, the page renders directly rather than through React.lazy, which suspends on its
 * first render whatever has been loaded: the Suspense fallback would show, and React holds
 * back the reveal of what replaces a fallback by up to 300 ms.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

const HomePage = lazyPage(() =>
  import('../features/catalog/home-page').then((m) => ({ default: m.HomePage })),
);
const LoginPage = lazyPage(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const CartPage = lazyPage(() =>
  import('../features/cart/cart-page').then((m) => ({ default: m.CartPage })),
);
const CheckoutPage = lazyPage(() =>
  import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const EditShippingAddressPage = lazyPage(() =>
  import('../features/account/edit-shipping-address-page').then((m) => ({
    default: m.EditShippingAddressPage,
  })),
);
const BillingDataPage = lazyPage(() =>
  import('../features/account/billing-data-page').then((m) => ({ default: m.BillingDataPage })),
);
// The catalogue's pages answer an unknown id with the app's 404 page.
const ProductPage = lazyPage(() =>
  import('../features/catalog/product-page').then((m) => ({
    default: () => <m.ProductPage notFound={<NotFoundPage />} />,
  })),
);
const BookshopPage = lazyPage(() =>
  import('../features/catalog/bookshop-page').then((m) => ({
    default: () => <m.BookshopPage notFound={<NotFoundPage />} />,
  })),
);
// The catalogue by book: its pages' strings are the areas' (i18n/areas/), so the shop's
// first download, which every page and the cart's budget pay for, does not carry them.
const SearchPage = lazyPage(() =>
  import('../features/books/book-pages').then((m) => ({ default: m.SearchPage })),
);
const BookPage = lazyPage(() =>
  import('../features/books/book-pages').then((m) => ({
    default: () => <m.BookPage notFound={<NotFoundPage />} />,
  })),
);
const OrderConfirmationPage = lazyPage(() =>
  import('../features/orders/order-confirmation-page').then((m) => ({
    default: m.OrderConfirmationPage,
  })),
);
const WishlistPage = lazyPage(() =>
  import('../features/wishlist/wishlist-page').then((m) => ({ default: m.WishlistPage })),
);

const BookshopOrdersPage = lazyPage(() =>
  import('../features/bookshop-area/orders-page').then((m) => ({
    default: m.BookshopOrdersPage,
  })),
);
const BookshopShelfPage = lazyPage(() =>
  import('../features/bookshop-area/shelf-page').then((m) => ({
    default: m.BookshopShelfPage,
  })),
);
const BookshopShippingPage = lazyPage(() =>
  import('../features/bookshop-area/shipping-page').then((m) => ({
    default: m.BookshopShippingPage,
  })),
);
const BookshopProfilePage = lazyPage(() =>
  import('../features/bookshop-area/profile-page').then((m) => ({
    default: m.BookshopProfilePage,
  })),
);
const BookshopPayoutsPage = lazyPage(() =>
  import('../features/bookshop-area/payouts-page').then((m) => ({
    default: m.BookshopPayoutsPage,
  })),
);
const StatementPage = lazyPage(() =>
  import('../features/bookshop-area/statement-page').then((m) => ({
    default: m.StatementPage,
  })),
);
const PackingSlipPage = lazyPage(() =>
  import('../features/bookshop-area/packing-slip-page').then((m) => ({
    default: m.PackingSlipPage,
  })),
);
const MyOrdersPage = lazyPage(() =>
  import('../features/my-orders/my-orders-page').then((m) => ({ default: m.MyOrdersPage })),
);
const AdminPage = lazyPage(() =>
  import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })),
);
const RegisterPage = lazyPage(() =>
  import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazyPage(() =>
  import('../features/account/email-link-pages').then((m) => ({ default: m.ConfirmEmailPage })),
);
const UndoEmailChangePage = lazyPage(() =>
  import('../features/account/email-link-pages').then((m) => ({
    default: m.UndoEmailChangePage,
  })),
);
const ChoosePasswordPage = lazyPage(() =>
  import('../features/auth/choose-password-page').then((m) => ({
    default: m.ChoosePasswordPage,
  })),
);
const AccountPage = lazyPage(() =>
  import('../features/account/account-page').then((m) => ({ default: m.AccountPage })),
);

type LazyPage = ReturnType<typeof lazyPage>;

/** `/{lang}/area-libreria/`: the staff's area opens on its orders, in place of this address. */
function BookshopAreaEntry() {
  // The address's language: the app's own may not have followed it yet.
  const { lang } = useParams();
  return <Navigate replace to={paths.bookshopOrders(isLang(lang) ? lang : DEFAULT_LANG)} />;
}

/** What a route carries beside its element: how to start loading its page's code and data. */
interface RouteHandle {
  /** Loads the page's code, and the strings it needs beyond the shop's in `lang`. */
  preload: (lang: Lang) => Promise<unknown>;
  /** Asks for the data the page shows first (the queries its components will run). */
  prefetch?: ((lang: Lang) => void) | undefined;
}

interface PageRoute {
  element: ReactNode;
  handle: RouteHandle;
}

function page(Page: LazyPage, prefetch?: RouteHandle['prefetch']): PageRoute {
  return { element: <Page />, handle: { preload: () => Page.preload(), prefetch } };
}

/**
 * A page behind the login gate (docs/spec/checkout.md §3.1), which starts loading the page while it
 * checks.
 */
function gatedPage(
  pageTitle: PageTitleKey,
  Page: LazyPage,
  prefetch?: RouteHandle['prefetch'],
): PageRoute {
  const preload = () => Page.preload();
  return {
    element: (
      <RequireLogin pageTitle={pageTitle} preload={preload}>
        <Page />
      </RequireLogin>
    ),
    handle: { preload, prefetch },
  };
}

/** The page's code and the area strings (i18n/areas/), loaded side by side. */
function withAreaStrings(Page: LazyPage): (lang: Lang) => Promise<unknown> {
  return (lang) => Promise.all([Page.preload(), loadAreaStrings(lang)]);
}

/** A page whose strings are the areas' (i18n/areas/): shown once they are in. */
function areaPage(Page: LazyPage): PageRoute {
  return {
    element: (
      <AreaStrings>
        <Page />
      </AreaStrings>
    ),
    handle: { preload: withAreaStrings(Page) },
  };
}

/** A gated page whose strings are the areas': both load while the gate checks the login. */
function gatedAreaPage(pageTitle: PageTitleKey, Page: LazyPage): PageRoute {
  const preload = withAreaStrings(Page);
  return {
    element: (
      <RequireLogin pageTitle={pageTitle} preload={preload}>
        <AreaStrings>
          <Page />
        </AreaStrings>
      </RequireLogin>
    ),
    handle: { preload },
  };
}

/** The cart's first answers: the basket and the destination countries. */
function prefetchCart(lang: Lang): void {
  void queryClient.prefetchQuery(basketQueryOptions(lang));
  void queryClient.prefetchQuery(countriesQueryOptions(lang));
}

/**
 * The checkout's first answers, asked for while the login gate checks: the saved addresses
 * and the countries (a logged-out visitor is sent to the login page whatever they say).
 */
function prefetchCheckout(lang: Lang): void {
  void queryClient.prefetchQuery(shippingAddressesQueryOptions(lang));
  void queryClient.prefetchQuery(billingAddressesQueryOptions(lang));
  void queryClient.prefetchQuery(countriesQueryOptions(lang));
}

/** What the shell around every page shows: the basket count, the account, the banners. */
function prefetchShell(lang: Lang): void {
  void queryClient.prefetchQuery(basketQueryOptions(lang));
  void queryClient.prefetchQuery(userEmailQueryOptions());
  void queryClient.prefetchQuery(bannerQueryOptions('header', lang));
  void queryClient.prefetchQuery(bannerQueryOptions('footer', lang));
}

/** The app's routes; paths accept a trailing slash or none (React Router ignores it). */
const routeObjects: RouteObject[] = [
  {
    path: routes.root,
    element: <Layout />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: routes.lang,
        element: <LanguageScope />,
        children: [
          { index: true, ...page(HomePage) },
          { path: routes.login, ...page(LoginPage) },
          { path: routes.register, ...areaPage(RegisterPage) },
          { path: routes.forgotPassword, ...areaPage(ForgotPasswordPage) },
          { path: routes.resetPassword, ...areaPage(ResetPasswordPage) },
          // Not behind the login: the link's token is the proof, whichever browser opens it.
          { path: routes.confirmEmail, ...areaPage(ConfirmEmailPage) },
          { path: routes.undoEmailChange, ...areaPage(UndoEmailChangePage) },
          // A login with a one-time password: the account's own password before anything else.
          { path: routes.choosePassword, ...gatedAreaPage('choosePassword', ChoosePasswordPage) },
          { path: routes.bookshop, ...page(BookshopPage) },
          { path: routes.search, ...areaPage(SearchPage) },
          { path: routes.book, ...areaPage(BookPage) },
          { path: routes.wishlist, ...gatedPage('wishlist', WishlistPage) },
          // The area's own address leads to its first section (docs/spec/bookshop-area.md §1).
          { path: routes.bookshopArea, element: <BookshopAreaEntry /> },
          { path: routes.bookshopOrders, ...gatedAreaPage('bookshopOrders', BookshopOrdersPage) },
          { path: routes.bookshopShelf, ...gatedAreaPage('bookshopShelf', BookshopShelfPage) },
          {
            path: routes.bookshopShipping,
            ...gatedAreaPage('bookshopShipping', BookshopShippingPage),
          },
          {
            path: routes.bookshopProfile,
            ...gatedAreaPage('bookshopProfile', BookshopProfilePage),
          },
          {
            path: routes.bookshopPayouts,
            ...gatedAreaPage('bookshopPayouts', BookshopPayoutsPage),
          },
          {
            path: routes.bookshopStatement,
            ...gatedAreaPage('bookshopStatement', StatementPage),
          },
          { path: routes.packingSlip, ...gatedAreaPage('bookshopArea', PackingSlipPage) },
          { path: routes.myOrders, ...gatedAreaPage('myOrders', MyOrdersPage) },
          { path: routes.account, ...gatedAreaPage('account', AccountPage) },
          { path: routes.admin, ...gatedAreaPage('admin', AdminPage) },
          { path: routes.checkout, ...gatedPage('checkout', CheckoutPage, prefetchCheckout) },
          ...routes.cartSegments.map((segment): RouteObject => ({
            path: segment,
            element: <CartSegment segment={segment} />,
            children: [{ index: true, ...page(CartPage, prefetchCart) }],
          })),
          // The legal pages (docs/spec/legal-pages.md), which know their addresses and answer any
          // other with the 404 page; loaded as the footer's links are (layout.tsx).
          { path: '*', element: <Legal /> },
        ],
      },
      // No language in the path: the product page reads the `user_language` cookie.
      { path: routes.product, ...page(ProductPage) },
      // Account pages (docs/spec/api-contract.md §2.1), login-gated; the language comes from the
      // cookie.
      { path: routes.editShippingAddress, ...gatedPage('editAddress', EditShippingAddressPage) },
      // The order confirmation the payment returns to; the buyer's own orders only.
      { path: routes.orderConfirmation, ...gatedPage('orderComplete', OrderConfirmationPage) },
      { path: routes.editBilling, ...gatedPage('billingData', BillingDataPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages, under whichever router: the browser's, or the server's (entry-server.tsx). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

/**
 * Starts loading the code and the first data of the page at `pathname` at once, beside the
 * translations, rather than once the app first renders (and, behind the login gate, once the
 * login check has answered). Settles when the page's code is in or has failed. `shell`: the
 * data of the shell around every page too.
 */
export async function preloadPage(pathname: string, lang: Lang, shell: boolean): Promise<void> {
  // A page the server rendered shows the shell's data as it did, pending: asked for on hydration.
  if (shell) prefetchShell(lang);
  const loads = (matchRoutes(routeObjects, pathname) ?? []).map((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.prefetch?.(lang);
    return handle?.preload(lang) ?? Promise.resolve();
  });
  await Promise.allSettled(loads); // a failure shows when the page renders
}

/** The router of the whole app; a failure outside the pages shows the error page alone. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
