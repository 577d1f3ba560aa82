import type { CodegenConfig } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';

// GraphQL types generated from the one SDL file (apps/server/src/graphql/schema.graphql):
// the server's resolver types, the web's typed documents. `npm run codegen:graphql` writes
// them; apps/server/src/graphql/codegen.test.ts fails when a committed file is not what this
// config generates.

/** The generated file as Prettier writes it (`npm run lint` checks them too). */
export async function formatGenerated(path: string, content: string): Promise<string> {
  return format(content, { ...(await resolveConfig(path)), filepath: path });
}

const config: CodegenConfig = {
  schema: 'apps/server/src/graphql/schema.graphql',
  overwrite: true,
  errorsOnly: true,
  hooks: { beforeOneFileWrite: [formatGenerated] },
  generates: {
    'apps/server/src/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: './context.ts#GraphQLContext',
        scalars: {
          // Resolvers answer a row's numeric id as it is (graphql-js writes it as a string).
          ID: { input: 'string', output: 'string | number' },
          // Money goes out as a decimal string; an argument is whatever the JSON held.
          Decimal: { input: 'unknown', output: 'string' },
        },
        // The server's models that resolvers return for these types: their fields are read
        // by the default resolvers or computed by the type's field resolvers (OrderPart's, say).
        mappers: {
          Product: '../modules/catalog/catalog.repo.ts#ProductView',
          Bookshop: '../modules/catalog/catalog.repo.ts#BookshopView',
          Order: '../modules/bookshop/bookshop.repo.ts#OrderView',
          OrderPart: '../modules/bookshop/bookshop.repo.ts#PartView',
          OrderPartLine: '../modules/bookshop/bookshop.repo.ts#PartLineView',
          ShelfPage: '../modules/bookshop/shelf.service.ts#ShelfPageView',
          ShelfBook: '../modules/bookshop/shelf.repo.ts#ShelfBookRow',
          ShippingTable: '../modules/bookshop/shelf.service.ts#RateTableView',
          ShippingRate: '../modules/bookshop/shelf.service.ts#RateView',
          AdminBookshop: '../modules/admin/admin.repo.ts#AdminBookshopView',
          AdminOrder: '../modules/admin/admin.service.ts#AdminOrderView',
          AdminDiscountCode: '../modules/admin/admin.repo.ts#DiscountCodeRow',
          DiscountCodeUse: '../modules/admin/admin.repo.ts#CodeUseRow',
          StoreCreditAccount: '../modules/admin/admin.repo.ts#StoreCreditView',
          StoreCreditEntry: '../modules/admin/admin.repo.ts#StoreCreditEntryRow',
          AdminBanner: '../modules/admin/admin.repo.ts#BannerRow',
        },
      },
    },
    // The web's documents are written with the generated graphql() (apps/web/src/gql/gql.ts);
    // at build each call becomes its document (apps/web/build/graphql-documents-plugin.ts).
    'apps/web/src/gql/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumType: 'string-literal',
        // A null field is on the wire as null, never left out.
        avoidOptionals: { field: true },
        scalars: { ID: 'string', Decimal: 'string' },
      },
    },
  },
};

export default config;
