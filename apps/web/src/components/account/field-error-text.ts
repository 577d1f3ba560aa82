import { MIN_PASSWORD_LENGTH } from '@scaffale/domain/password';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';

/** What to say under an account form's field. */
export type AccountFieldMessage =
  /** The server's message, already in the page's language. */
  | { kind: 'text'; text: string }
  | { kind: 'required' | 'invalidEmail' | 'invalidValue' | 'passwordTooWeak' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooShort'; min: number };

/**
 * A react-hook-form error as the account forms show it: the server's answer as it came, else
 * the schema's message key (account-schemas.ts); a text over its limit carries zod's own
 * message, so it is told apart by its code. `max` is the field's length limit.
 */
export function describeAccountFieldError(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  max: number,
): AccountFieldMessage | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (error.type === 'server' && message) return { kind: 'text', text: message };
  if (message === 'passwordTooShort') return { kind: 'tooShort', min: MIN_PASSWORD_LENGTH };
  if (message === 'required' || message === 'invalidEmail') return { kind: message };
  // The browser's own judge of a new password (password-strength.ts), before the server's.
  if (message === 'passwordTooWeak') return { kind: message };
  if (error.type === 'too_big') return { kind: 'tooLong', max };
  return { kind: 'invalidValue' };
}

/** The translated text under a field, or null when the field is fine. */
export function useAccountFieldError(): (
  error: FieldError | undefined,
  max: number,
) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (error, max) => {
      const described = describeAccountFieldError(error, max);
      if (described === null) return null;
      switch (described.kind) {
        case 'text':
          return described.text;
        case 'tooLong':
          return t('validation.tooLong', { max: described.max });
        case 'tooShort':
          return t('accountFields.passwordTooShort', { min: described.min });
        case 'passwordTooWeak':
          return t('accountFields.passwordTooWeak');
        default:
          return t(`validation.${described.kind}`);
      }
    },
    [t],
  );
}
