import { MAX_PASSWORD_LENGTH, newPasswordSchema } from '@scaffale/domain/password';
import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { notLoggedIn } from '../../http/errors.ts';
import { chooseFirstPassword, findProfile } from './account-settings.ts';
import { AccountErrors } from './errors.ts';
import { weakPasswordFeedback } from './password-policy.ts';
import { currentUserEmail } from './routes.ts';

const ROLE_ON_THE_WIRE = { buyer: 'BUYER', staff: 'STAFF', admin: 'ADMIN' } as const;

/** The new password's length refused, as the shared schema says it. */
function lengthRefusal(password: string) {
  const issue = newPasswordSchema.safeParse(password).error?.issues[0];
  if (!issue) return null;
  if (issue.message === 'passwordTooShort') return AccountErrors.passwordTooShort();
  if (issue.code === 'too_big') return AccountErrors.passwordTooLong({ max: MAX_PASSWORD_LENGTH });
  return AccountErrors.passwordRequired();
}

export const accountResolvers: Resolvers = {
  Query: {
    getDjangoUserEmail: (_root, _args, { db, sessions, request }) =>
      currentUserEmail(db, sessions, request),
  },
  Mutation: {
    // ADR 020: the one step a session opened with a one-time password may take.
    choosePassword: async (_root, { password }, { db, sessions, request, reply, lang }) => {
      const userId = await sessions.currentUserId(request);
      if (userId === null) throw notLoggedIn();
      // Anyone else changes a password knowing the current one (the account page).
      if (!sessions.mustChangePassword(request)) throw AccountErrors.passwordChangeNotRequired();
      const tooShort = lengthRefusal(password);
      if (tooShort) throw tooShort;
      const owner = await findProfile(db, userId);
      if (!owner) throw notLoggedIn();
      const feedback = await weakPasswordFeedback(password, owner, lang);
      if (feedback !== null) throw AccountErrors.passwordTooWeak({ feedback });
      const role = await chooseFirstPassword(db, userId, password);
      // A new, ordinary session in place of the ended one (and a CSRF token for it).
      await sessions.start(reply, userId);
      return ROLE_ON_THE_WIRE[role];
    },
  },
};
