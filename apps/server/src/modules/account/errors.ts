import { errorCatalogue } from '../../http/errors.ts';

/** The account's refusals on GraphQL (its REST routes answer field errors of their own). */
export const AccountErrors = errorCatalogue({
  /** choosePassword from a session not opened with a one-time password. */
  passwordChangeNotRequired: { code: 'FORBIDDEN', status: 403, messageKey: 'forbidden' },
  passwordRequired: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'required',
    field: 'password',
  },
  passwordTooShort: {
    code: 'INVALID_VALUE',
    status: 400,
    messageKey: 'passwordTooShort',
    field: 'password',
  },
  passwordTooLong: { code: 'INVALID_VALUE', status: 400, messageKey: 'tooLong', field: 'password' },
  /** zxcvbn's feedback in the `feedback` parameter (password-policy.ts). */
  passwordTooWeak: {
    code: 'PASSWORD_TOO_WEAK',
    status: 400,
    messageKey: 'passwordTooWeak',
    field: 'password',
  },
});
