import { z } from 'zod';

// A password a person chooses now (registration, a reset, a change, a bookshop's first
// password): long enough (NIST SP 800-63B §5.1.1.2: no composition rules, no truncation) and
// hard enough to guess, as zxcvbn judges it against its dictionaries and the person's own
// words (password-strength.ts). The form and the server share these rules; the strength is
// judged apart because its dictionaries are loaded on demand.

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 12;
/** Far beyond any real passphrase; it only keeps a request from hashing a megabyte. */
export const MAX_PASSWORD_LENGTH = 1024;
/**
 * zxcvbn's score a new password must reach (0–4): 3 is "safely unguessable" against an
 * online attack and a slow hash offline (10^8 guesses and more).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * A new password's length: one message per refusal, the first that applies (stable keys,
 * translated by each side, as in account.ts).
 */
export const newPasswordSchema = z
  .string('required')
  .min(1, { message: 'required', abort: true })
  .min(MIN_PASSWORD_LENGTH, { message: 'passwordTooShort', abort: true })
  .max(MAX_PASSWORD_LENGTH, { abort: true });

/** What an account is known by, whose words a password should not be made of. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** Pieces shorter than this would match by chance in any password and say nothing. */
const MIN_WORD = 3;

/**
 * The owner's words as zxcvbn's user inputs: the email, its name part and that part's
 * pieces ('mario.rossi' → 'mario', 'rossi'), the domain's name, the names with their pieces,
 * and the two names joined as people join them ('mariorossi', 'rossi.mario'): zxcvbn finds
 * a user input only whole. Lower case, once each.
 */
export function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const pieces = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
  const [first, last] = [owner.firstName, owner.lastName].map((name) => name.trim().toLowerCase());
  const [firstJoined, lastJoined] = [first, last].map((name) => pieces(name ?? '').join(''));
  const words = [
    email,
    local,
    ...pieces(local),
    domain.split('.')[0] ?? '',
    ...[first ?? '', last ?? ''].flatMap((name) => [name, ...pieces(name)]),
    ...(firstJoined && lastJoined
      ? ['', '.'].flatMap((glue) => [
          `${firstJoined}${glue}${lastJoined}`,
          `${lastJoined}${glue}${firstJoined}`,
        ])
      : []),
  ];
  return [...new Set(words.filter((word) => word.length >= MIN_WORD))];
}
