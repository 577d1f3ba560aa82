import type { Lang } from '@scaffale/domain/languages';
import { ownerWords, type PasswordOwner } from '@scaffale/domain/password';
import { loadPasswordJudge } from '@scaffale/domain/password-strength';
import { translate } from '../../http/i18n.ts';

// A new password (registration, a reset, a change, a bookshop's first password) is long
// enough (the shared schema, @scaffale/domain/password) and hard enough to guess: zxcvbn's
// score of 3 at least, against its dictionaries of common passwords and words in the four
// languages and the account's own email and names. zxcvbn's list of common passwords holds
// 9,978 of the 10,000 this module used to read, and refuses every one of twelve characters.

/**
 * Loads zxcvbn's dictionaries (a second or so, once per process): main.ts waits for them
 * before listening, so no request waits; elsewhere (tests) the first new password does.
 */
export async function loadPasswordPolicy(): Promise<void> {
  await loadPasswordJudge();
}

/**
 * What zxcvbn says of a new password that is too easy to guess (its warning and
 * suggestions, in the person's language), for the `passwordTooWeak` message; null when it
 * is hard enough to guess.
 */
export async function weakPasswordFeedback(
  password: string,
  owner: PasswordOwner,
  lang: Lang,
): Promise<string | null> {
  const judge = await loadPasswordJudge();
  const verdict = judge.judge(password, ownerWords(owner), lang);
  if (verdict.strong) return null;
  return [verdict.warning, ...verdict.suggestions].filter((text) => text !== null).join(' ');
}

/** The field error of a new password too easy to guess, or null (REST routes' form). */
export async function weakPasswordMessage(
  password: string,
  owner: PasswordOwner,
  lang: Lang,
): Promise<string | null> {
  const feedback = await weakPasswordFeedback(password, owner, lang);
  return feedback === null ? null : translate(lang, 'passwordTooWeak', { feedback });
}
