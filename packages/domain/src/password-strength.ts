import type { TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LANGUAGES, type Lang } from './languages.ts';
import { MIN_PASSWORD_SCORE } from './password.ts';

// How hard a new password is to guess: zxcvbn (its TypeScript port, zxcvbn-ts) with its
// common dictionaries (passwords, diceware words, keyboard layouts) and those of the four
// languages, the person's own words as user inputs. Its dictionaries weigh megabytes: they
// load on demand (dynamic imports, a chunk of their own in the web app, ADR 008), once.

/** zxcvbn's verdict on a password, its feedback in the language asked. */
export interface PasswordVerdict {
  /** 0 (guessed at once) to 4 (very unlikely to be guessed). */
  score: number;
  /** Whether the score reaches MIN_PASSWORD_SCORE. */
  strong: boolean;
  /** What makes it easy to guess, when zxcvbn sees something. */
  warning: string | null;
  /** How to make it harder; at least one when it is not strong. */
  suggestions: string[];
}

export interface PasswordJudge {
  judge(password: string, ownerWords: readonly string[], lang: Lang): PasswordVerdict;
}

/**
 * Characters judged: zxcvbn's matching grows steeply with length (a 256-character pattern
 * took seconds here), and a password's first 64 characters are strong whenever it is; a
 * longer one is judged by them (a stricter verdict, never a laxer one).
 */
export const JUDGED_LENGTH = 64;
/**
 * zxcvbn's l33t matcher tries every combination of substitutions (its default allows 100):
 * a password full of '1', '!', '@', '$' cost hundreds of milliseconds. Four still catch
 * 'P@ssw0rd'-like disguises.
 */
const L33T_SUBSTITUTIONS = 4;

type Feedback = Pick<TranslationKeys, 'warnings' | 'suggestions'>;
type Corrections = { [Part in keyof Feedback]?: Partial<Feedback[Part]> };

/** Where a shipped translation is wrong: a slip ('Evitas'), a meaning lost ('noms communs'). */
const CORRECTIONS: Partial<Record<Lang, Corrections>> = {
  es: { suggestions: { repeated: 'Evita palabras y letras repetidas.' } },
  fr: {
    warnings: {
      commonNames: 'Les prénoms et les noms de famille courants sont faciles à deviner.',
    },
  },
};

/** A shipped line as a sentence: some end without their full stop. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function corrected(lang: Lang, shipped: Feedback): Feedback {
  const fixes = CORRECTIONS[lang] ?? {};
  return {
    warnings: { ...shipped.warnings, ...fixes.warnings },
    suggestions: { ...shipped.suggestions, ...fixes.suggestions },
  };
}

/** Keys of the Italian package (an older release) named as the others name theirs. */
function suffixed<T>(dictionary: Record<string, T>, suffix: string): Record<string, T> {
  return Object.fromEntries(
    Object.entries(dictionary).map(([name, words]) => [`${name}-${suffix}`, words]),
  );
}

/** A language's dictionaries and feedback, each package loaded only when asked for. */
const LANGUAGE_PACKAGES: Record<Lang, () => Promise<LanguagePackage>> = {
  // An older release, whose dictionaries are named as the others name theirs.
  it: async () => {
    const it = await import('@zxcvbn-ts/language-it');
    return { dictionary: suffixed(it.dictionary, 'it'), translations: it.translations };
  },
  en: () => import('@zxcvbn-ts/language-en'),
  fr: () => import('@zxcvbn-ts/language-fr'),
  es: () => import('@zxcvbn-ts/language-es-es'),
};

interface LanguagePackage {
  dictionary: Record<string, string[]>;
  translations: Feedback;
}

async function buildJudge(languages: readonly Lang[]): Promise<PasswordJudge> {
  const [{ ZxcvbnFactory: Factory }, common, packages] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    Promise.all(languages.map(async (lang) => ({ lang, ...(await LANGUAGE_PACKAGES[lang]()) }))),
  ]);
  // No translations given: zxcvbn answers its keys, turned into each language below.
  const zxcvbn: ZxcvbnFactory = new Factory({
    dictionary: Object.assign({}, common.dictionary, ...packages.map((p) => p.dictionary)),
    graphs: common.adjacencyGraphs,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  const feedback = new Map(packages.map((p) => [p.lang, corrected(p.lang, p.translations)]));
  return {
    judge(password, ownerWords, lang) {
      const words = feedback.get(lang);
      if (!words) throw new Error(`the password judge was not loaded for ${lang}`);
      const result = zxcvbn.check(password, [...ownerWords]);
      const strong = result.score >= MIN_PASSWORD_SCORE;
      const warningKey = result.feedback.warning as keyof Feedback['warnings'] | null;
      const suggestionKeys = result.feedback.suggestions as (keyof Feedback['suggestions'])[];
      // zxcvbn may have nothing to say of a middling password: it is told to add words.
      const keys =
        strong || suggestionKeys.length > 0 ? suggestionKeys : (['anotherWord'] as const);
      return {
        score: result.score,
        strong,
        warning: strong || !warningKey ? null : asSentence(words.warnings[warningKey]),
        suggestions: strong ? [] : keys.map((key) => asSentence(words.suggestions[key])),
      };
    },
  };
}

const loading = new Map<string, Promise<PasswordJudge>>();

/**
 * The judge with the common dictionaries and those of `languages` (its feedback in those
 * languages), loaded at the first call and kept; a failed load is tried again at the next.
 * The server's judges with all four; a page may take its own language's alone (a lighter
 * download, a verdict the server's may still make stricter).
 */
export function loadPasswordJudge(languages: readonly Lang[] = LANGUAGES): Promise<PasswordJudge> {
  const key = [...languages].sort().join(',');
  let judge = loading.get(key);
  if (!judge) {
    judge = buildJudge(languages).catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, judge);
  }
  return judge;
}
