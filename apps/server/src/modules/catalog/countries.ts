import type { IResolvers } from 'mercurius';
import { isLang, type Lang } from '@scaffale/domain/languages';
import type { Db } from '../../db/database.ts';
import { HttpErrors } from '../../http/errors.ts';

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
