import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { routes } from '../config/paths';
import { CartSegment } from './cart-segment';
import { LanguageScope } from './language-scope';
import { AppLoading, Layout } from './layout';
import { RequireLogin } from './login-gate';
import { NotFoundPage } from './not-found-page';
import { RootRedirect } from './root-redirect';
import { RouteError } from './route-error';

// Every page is its own chunk, loaded when first visited: the first download stays the shell.
const homePage = () =>
  import('../features/catalog/home-page').then((m) => ({ Component: m.HomePage }));
const loginPage = () =>
  import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage }));
const cartPage = () =>
  import('../features/cart/cart-page').then((m) => ({ Component: m.CartPage }));
const checkoutPage = () =>
  import('../features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage }));
const editShippingAddressPage = () =>
  import('../features/account/edit-shipping-address-page').then((m) => ({
    Component: m.EditShippingAddressPage,
  }));
const billingDataPage = () =>
  import('../features/account/billing-data-page').then((m) => ({ Component: m.BillingDataPage }));
// The catalogue's pages answer an unknown id with the app's 404 page.
const productPage = () =>
  import('../features/catalog/product-page').then((m) => ({
    Component: () => <m.ProductPage notFound={<NotFoundPage />} />,
  }));
const bookshopPage = () =>
  import('../features/catalog/bookshop-page').then((m) => ({
    Component: () => <m.BookshopPage notFound={<NotFoundPage />} />,
  }));
const orderConfirmationPage = () =>
  import('../features/orders/order-confirmation-page').then((m) => ({
    Component: m.OrderConfirmationPage,
  }));
const wishlistPage = () =>
  import('../features/wishlist/wishlist-page').then((m) => ({ Component: m.WishlistPage }));

/** The app's routes; paths accept a trailing slash or none (React Router ignores it). */
export const routeTree: RouteObject[] = [
  {
    path: routes.root,
    Component: Layout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page render inside the layout, header and footer kept.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: RootRedirect },
          {
            path: routes.lang,
            Component: LanguageScope,
            children: [
              { index: true, lazy: homePage },
              { path: routes.login, lazy: loginPage },
              { path: routes.bookshop, lazy: bookshopPage },
              {
                path: routes.wishlist,
                element: (
                  <RequireLogin pageTitle="wishlist">
                    <Outlet />
                  </RequireLogin>
                ),
                children: [{ index: true, lazy: wishlistPage }],
              },
              {
                path: routes.checkout,
                element: (
                  <RequireLogin pageTitle="checkout">
                    <Outlet />
                  </RequireLogin>
                ),
                children: [{ index: true, lazy: checkoutPage }],
              },
              ...routes.cartSegments.map((segment): RouteObject => ({
                path: segment,
                element: <CartSegment segment={segment} />,
                children: [{ index: true, lazy: cartPage }],
              })),
              { path: '*', Component: NotFoundPage },
            ],
          },
          // No language in the path: the product page reads the `user_language` cookie.
          { path: routes.product, lazy: productPage },
          // Account pages (CONTRACT §2), login-gated; the language comes from the cookie.
          {
            path: routes.editShippingAddress,
            element: (
              <RequireLogin pageTitle="editAddress">
                <Outlet />
              </RequireLogin>
            ),
            children: [{ index: true, lazy: editShippingAddressPage }],
          },
          // The order confirmation the payment returns to; the buyer's own orders only.
          {
            path: routes.orderConfirmation,
            element: (
              <RequireLogin pageTitle="orderComplete">
                <Outlet />
              </RequireLogin>
            ),
            children: [{ index: true, lazy: orderConfirmationPage }],
          },
          {
            path: routes.editBilling,
            element: (
              <RequireLogin pageTitle="billingData">
                <Outlet />
              </RequireLogin>
            ),
            children: [{ index: true, lazy: billingDataPage }],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTree);
}
