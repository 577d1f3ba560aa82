import type { AddressMessageKey } from '@scaffale/domain/addresses';
import { MIN_PASSWORD_LENGTH } from '@scaffale/domain/password';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';

// The text under a form's field, for every form of the app. The shared schemas
// (packages/domain: addresses, login, new passwords) and the forms' own name their messages
// by key; they are translated here. Server answers (type 'server') are already translated. A
// text over its limit carries zod's own message, so it is told apart by its code.

/** What to say under a field. */
export type FieldErrorText =
  /** The server's message, already in the page's language. */
  | { kind: 'text'; text: string }
  /** One of `validation.*`; `max` for a text over its limit. */
  | { kind: 'key'; key: AddressMessageKey; max?: number }
  | { kind: 'tooShort'; min: number }
  /** The browser's own judge of a new password (password-strength.ts), before the server's. */
  | { kind: 'passwordTooWeak' };

/**
 * The `validation.*` keys the schemas name (the address schemas' ADDRESS_MESSAGE_KEYS, which
 * the login's and the account's are among), written here so the account pages do not load
 * the address schemas to read them; a test keeps the two lists alike.
 */
export const VALIDATION_KEYS = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'invalidCountry',
  'invalidProvince',
  'invalidCap',
  'invalidCodiceFiscale',
  'invalidPartitaIva',
  'invalidSdi',
  'invalidDate',
  'invalidValue',
  'invalidCharacter',
  'invalidIban',
  'invalidHours',
] as const satisfies readonly AddressMessageKey[];

function isMessageKey(value: string): value is AddressMessageKey {
  return (VALIDATION_KEYS as readonly string[]).includes(value);
}

/** What to say for a react-hook-form error; `max` is the field's length limit. */
export function describeFieldError(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  max?: number,
): FieldErrorText | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (error.type === 'server' && message) return { kind: 'text', text: message };
  if (message === 'passwordTooShort') return { kind: 'tooShort', min: MIN_PASSWORD_LENGTH };
  if (message === 'passwordTooWeak') return { kind: 'passwordTooWeak' };
  if (error.type === 'too_big' && max !== undefined) return { kind: 'key', key: 'tooLong', max };
  if (isMessageKey(message) && message !== 'tooLong') return { kind: 'key', key: message };
  return { kind: 'key', key: 'invalidValue' };
}

/** The translated text under a field, or null when the field is fine. */
export function useFieldErrorText(): (
  error: FieldError | undefined,
  max?: number,
) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (error, max) => {
      const described = describeFieldError(error, max);
      if (described === null) return null;
      switch (described.kind) {
        case 'text':
          return described.text;
        case 'tooShort':
          return t('accountFields.passwordTooShort', { min: described.min });
        case 'passwordTooWeak':
          return t('accountFields.passwordTooWeak');
        default:
          return described.key === 'tooLong'
            ? t('validation.tooLong', { max: described.max })
            : t(`validation.${described.key}`);
      }
    },
    [t],
  );
}
