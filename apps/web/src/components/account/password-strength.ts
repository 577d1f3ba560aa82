import type { Lang } from '@scaffale/domain/languages';
import { MIN_PASSWORD_LENGTH } from '@scaffale/domain/password';
import type { PasswordJudge, PasswordVerdict } from '@scaffale/domain/password-strength';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLang } from '../../i18n/use-lang';

// A new password judged as it is typed, by the same zxcvbn rule the server applies
// (@scaffale/domain/password-strength). Its dictionaries weigh about a megabyte of
// JavaScript: they are fetched only by the pages that show a new-password field, when the
// field first shows (docs/adr/008: no route's first download carries them).

/** What the strength bar says of each of zxcvbn's scores (0–4); 3 and 4 are accepted. */
const LEVELS = ['veryWeak', 'weak', 'stillWeak', 'good', 'strong'] as const;
export type StrengthLevel = (typeof LEVELS)[number];

export function strengthLevel(score: number): StrengthLevel {
  return LEVELS[Math.min(Math.max(Math.round(score), 0), LEVELS.length - 1)] ?? 'veryWeak';
}

/**
 * The field error that keeps a weak password from being sent (its text the form's
 * `passwordTooWeak`; the bar below the field says why). Null when it may go: strong, too
 * short (the schema says so), or judged by the server alone while the dictionaries load.
 */
export function weakPasswordRefusal(
  judge: PasswordJudge | null,
  password: string,
  ownerWords: readonly string[],
  lang: Lang,
): { type: 'passwordTooWeak'; message: 'passwordTooWeak' } | null {
  if (judge === null || password.length < MIN_PASSWORD_LENGTH) return null;
  if (judge.judge(password, ownerWords, lang).strong) return null;
  return { type: 'passwordTooWeak', message: 'passwordTooWeak' };
}

/**
 * The judge with the common dictionaries and the page language's (the server's has all four:
 * a password made of another language's words may still be refused there, with its
 * feedback). The code and dictionaries are fetched at the first call for a language.
 */
function loadJudge(lang: Lang): Promise<PasswordJudge> {
  return import('@scaffale/domain/password-strength').then((module) =>
    module.loadPasswordJudge([lang]),
  );
}

export interface PasswordStrength {
  /** The verdict on what is typed now (a keystroke behind while typing fast); null when empty or loading. */
  verdict: PasswordVerdict | null;
  /** The refusal for the password about to be sent (weakPasswordRefusal), judged now. */
  refusalOf(password: string): ReturnType<typeof weakPasswordRefusal>;
}

/**
 * Judges `password` as it changes, against zxcvbn's dictionaries and the owner's words
 * (ownerWords of @scaffale/domain/password), feedback in the page's language. The judging
 * runs at a lower priority than the typing (useDeferredValue), so no keystroke waits on it.
 */
export function usePasswordStrength(
  password: string,
  ownerWords: readonly string[],
): PasswordStrength {
  const lang = useLang();
  const [loaded, setLoaded] = useState<{ lang: Lang; judge: PasswordJudge } | null>(null);
  useEffect(() => {
    let current = true;
    loadJudge(lang).then(
      (judge) => {
        if (current) setLoaded({ lang, judge });
      },
      // Without the judge the form still works: the server judges every new password.
      (error: unknown) => console.warn('Loading the password judge failed', error),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  // A judge loaded for the language the page had a moment ago says nothing.
  const judge = loaded?.lang === lang ? loaded.judge : null;
  const typed = useDeferredValue(password);
  const verdict = useMemo(
    () => (judge && typed !== '' ? judge.judge(typed, ownerWords, lang) : null),
    [judge, typed, ownerWords, lang],
  );
  const refusalOf = useCallback(
    (candidate: string) => weakPasswordRefusal(judge, candidate, ownerWords, lang),
    [judge, ownerWords, lang],
  );
  return { verdict, refusalOf };
}
