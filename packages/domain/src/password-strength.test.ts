import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { MIN_PASSWORD_SCORE, ownerWords } from './password.ts';
import { JUDGED_LENGTH, loadPasswordJudge } from './password-strength.ts';

const MARIO = { email: 'mario.rossi@example.com', firstName: 'Mario', lastName: 'Rossi' };

describe('a new password’s strength (zxcvbn)', () => {
  it('refuses passwords of twelve characters that are easy to guess, saying why', async () => {
    const judge = await loadPasswordJudge();
    for (const password of ['password1234', '123456789012', 'aaaaaaaaaaaa', 'P@ssw0rd1234']) {
      const verdict = judge.judge(password, [], 'en');
      expect(verdict.strong, password).toBe(false);
      expect(verdict.score, password).toBeLessThan(MIN_PASSWORD_SCORE);
      expect([verdict.warning ?? '', ...verdict.suggestions].join(' '), password).not.toBe('');
    }
  });

  it('accepts a passphrase and the demo accounts’ password', async () => {
    const judge = await loadPasswordJudge();
    for (const password of ['correct horse battery staple', 'Scaffale-2026!']) {
      const verdict = judge.judge(password, ownerWords(MARIO), 'it');
      expect(verdict, password).toMatchObject({ strong: true, warning: null, suggestions: [] });
    }
  });

  it('counts the owner’s own words (email, names) as easy to guess', async () => {
    const judge = await loadPasswordJudge();
    const password = 'mario.rossi.2026';
    expect(judge.judge(password, [], 'it').strong).toBe(true);
    const own = judge.judge(password, ownerWords(MARIO), 'it');
    expect(own.strong).toBe(false);
  });

  it('says why in each of the four languages', async () => {
    const judge = await loadPasswordJudge();
    const said = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, judge.judge('aaaaaaaaaaaa', [], lang).warning]),
    );
    expect(said).toEqual({
      it: 'I caratteri ripetuti come "aaa" sono facili da indovinare.',
      en: 'Repeated characters like "aaa" are easy to guess.',
      // The shipped French and Spanish lines lack their full stop: each is made a sentence.
      fr: "Les caractères répétés comme 'aaa' sont faciles à deviner.",
      es: 'Caracteres repetidos como "aaa" son fáciles de adivinar.',
    });
    const suggested = judge.judge('password1234', [], 'it').suggestions;
    expect(suggested).toContain('Aggiungi un maggior numero di parole meno comuni.');
    // A slip in the shipped Spanish ('Evitas') is corrected.
    expect(judge.judge('aaaaaaaaaaaa', [], 'es').suggestions).toContain(
      'Evita palabras y letras repetidas.',
    );
  });

  it('judges a long password by its first characters, so its time stays bounded', async () => {
    const judge = await loadPasswordJudge();
    const weakStart = `${'a'.repeat(JUDGED_LENGTH)}correct horse battery staple`;
    expect(judge.judge(weakStart, [], 'en').strong).toBe(false);
    expect(judge.judge('ab1!'.repeat(256), [], 'en').strong).toBe(false);
  });

  it('loads its dictionaries once', async () => {
    expect(await loadPasswordJudge()).toBe(await loadPasswordJudge());
    expect(await loadPasswordJudge(['fr'])).toBe(await loadPasswordJudge(['fr']));
  });

  it('judges with one language’s dictionaries when asked (a page’s lighter download)', async () => {
    const french = await loadPasswordJudge(['fr']);
    for (const password of ['password1234', '123456789012', 'aaaaaaaaaaaa']) {
      expect(french.judge(password, [], 'fr').strong, password).toBe(false);
    }
    expect(french.judge('aaaaaaaaaaaa', [], 'fr').warning).toBe(
      "Les caractères répétés comme 'aaa' sont faciles à deviner.",
    );
    expect(() => french.judge('aaaaaaaaaaaa', [], 'it')).toThrow(/not loaded for it/);
  });
});

describe('the owner’s words', () => {
  it('are the email, its pieces, the domain’s name, the names and the names joined, lower case, once each', () => {
    expect(
      ownerWords({
        email: ' Anna-Maria.De_Luca+shop@Libreria.it ',
        firstName: 'Anna Maria',
        lastName: 'De Luca',
      }),
    ).toEqual([
      'anna-maria.de_luca+shop@libreria.it',
      'anna-maria.de_luca+shop',
      'anna',
      'maria',
      'luca',
      'shop',
      'libreria',
      'anna maria',
      'de luca',
      'annamariadeluca',
      'delucaannamaria',
      'annamaria.deluca',
      'deluca.annamaria',
    ]);
  });
});
