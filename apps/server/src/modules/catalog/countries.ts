import type { Db } from '../../db/database.ts';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { AppError } from '../../http/errors.ts';
import { isLang, type Lang } from '../../http/i18n.ts';

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
      if (!isLang(args.lang)) throw new AppError('INVALID_LANGUAGE', 400, 'invalidValue');
      return listCountries(db, args.lang);
    },
  },
};
