import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { graphqlDocuments } from './build/graphql-documents-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { preloadDependencies } from './build/preload-dependencies.ts';
import { routeBudgets } from './build/route-budgets-plugin.ts';
import { platformIdentityFromEnv } from '../../packages/domain/src/platform-identity.ts';

// Where `npm run serve` listens (override with DEV_SERVER_URL); the dev server forwards
// every server path there.
const SERVER = process.env.DEV_SERVER_URL ?? 'http://localhost:3000';
const SERVER_PATHS = ['/api', '/graphql', '/test-login', '/healthz', '/media'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Puts the brand into index.html's `<title>` before the app sets the page's own. */
function brandInIndexHtml(brand: string): Plugin {
  return {
    name: 'scaffale-brand-in-index-html',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escapeHtml(brand)),
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  // VITE_BRAND_NAME, else the server's BRAND_NAME (docs/spec/api-contract.md §1), else 'Scaffale'.
  const brand = env.VITE_BRAND_NAME || process.env.BRAND_NAME || 'Scaffale';
  // The platform's legal identity (PLATFORM_* variables, demo defaults): the legal pages'.
  const platformIdentity = platformIdentityFromEnv(process.env);
  // Lazy imports list only the chunks not loaded yet (build/preload-dependencies.ts).
  const preload = preloadDependencies();
  const define = {
    'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand),
    'import.meta.env.VITE_PLATFORM_IDENTITY': JSON.stringify(JSON.stringify(platformIdentity)),
  };

  // The server's build of the public pages (src/entry-server.tsx, docs/spec/server-rendering.md):
  // the same app and documents, none of the browser bundle's budgets, chunking or compression.
  if (isSsrBuild) {
    return {
      plugins: [
        graphqlDocuments({ gqlDir: `${import.meta.dirname}/src/gql` }),
        react(),
        brandInIndexHtml(brand),
      ],
      // React's production build whatever NODE_ENV the server runs with (tests, the e2e run):
      // its development build renders several times slower.
      define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
      // Everything bundled: the domain package is TypeScript source, and React's entry points
      // choose their build by NODE_ENV at run time.
      ssr: { noExternal: true },
      build: { outDir: 'dist-ssr', emptyOutDir: true },
    };
  }

  return {
    plugins: [
      preload.plugin,
      // Each page downloads the GraphQL documents it sends, not every document of the app.
      graphqlDocuments({ gqlDir: `${import.meta.dirname}/src/gql` }),
      react(),
      brandInIndexHtml(brand),
      // docs/spec/quality.md §2: the cart and the checkout load under a JavaScript budget; payment
      // SDKs, the other languages and the password dictionaries stay lazy on every route listed.
      // `npm run build` fails otherwise.
      routeBudgets([
        { route: 'cart', page: 'src/features/cart/cart-page.tsx', budgetKb: 120 },
        { route: 'checkout', page: 'src/features/checkout/checkout-page.tsx', budgetKb: 150 },
        // The pages with a new-password field: zxcvbn's dictionaries (about 0.5 to 0.9 MB
        // gzip) load once the field shows, never before the page renders (docs/adr/019).
        { route: 'register', page: 'src/features/auth/register-page.tsx', budgetKb: 160 },
        {
          route: 'reset-password',
          page: 'src/features/auth/reset-password-page.tsx',
          budgetKb: 160,
        },
        { route: 'account', page: 'src/features/account/account-page.tsx', budgetKb: 160 },
        {
          route: 'choose-password',
          page: 'src/features/auth/choose-password-page.tsx',
          budgetKb: 160,
        },
      ]),
      // Brotli and gzip copies of the assets, which the server sends as they are.
      precompress(),
    ],
    define,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Which stylesheets each page's chunks bring: the server links them into the pages it
      // renders (docs/spec/server-rendering.md §3), which the browser then paints styled.
      manifest: true,
      // Pages and non-current languages are dynamic imports (router.tsx, i18n/index.ts),
      // so each is its own chunk; the first download is the shell only.
      chunkSizeWarningLimit: 300,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        output: {
          // Libraries that change rarely get chunks of their own, so a deploy of the app's
          // code leaves them in the browser's cache.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
              { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              // Small modules the shell and the pages share (languages, money, dates, the CSRF
              // token): one chunk rather than several of a few hundred bytes, which gzip each
              // compress alone (the cart's budget, quality.md §2, paid for every one).
              {
                name: 'shared',
                test: /(packages\/domain\/src\/(languages|locale|money)|apps\/web\/src\/(config\/languages|lib\/(dates|money|csrf|password-choice)))\.ts$/,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(
        SERVER_PATHS.map((path) => [path, { target: SERVER, changeOrigin: false }]),
      ),
    },
    preview: {
      proxy: Object.fromEntries(
        SERVER_PATHS.map((path) => [path, { target: SERVER, changeOrigin: false }]),
      ),
    },
  };
});
