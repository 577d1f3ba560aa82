import { isLang, type Lang } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';

export async function listCountries(db: Db, lang: Lang) {
  const nameColumn = `name_${lang}` as const;
  return db
    .selectFrom('countries')
    .select(['code', `${nameColumn} as name`])
    .orderBy(nameColumn)
    .execute();
}

export const countryResolvers: Resolvers = {
  Query: {
    getCountries: async (_root, args, { db }) => {
      if (!isLang(args.lang)) throw HttpErrors.invalidLanguage();
      return listCountries(db, args.lang);
    },
  },
};
