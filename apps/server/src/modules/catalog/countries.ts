import type { IResolvers } from 'mercurius';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';
import { isLang, type Lang } from '../../http/i18n.ts';

export async function listCountries(db: Db, lang: Lang) {
  const nameColumn = `name_${lang}` as const;
  return db
    .selectFrom('countries')
    .select(['code', `${nameColumn} as name`])
    .orderBy(nameColumn)
    .execute();
}

export const countryResolvers: IResolvers = {
  Query: {
    getCountries: async (_root, args: { lang: string }, { db }) => {
      if (!isLang(args.lang)) throw HttpErrors.invalidLanguage();
      return listCountries(db, args.lang);
    },
  },
};
