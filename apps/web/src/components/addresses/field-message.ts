import { ADDRESS_MESSAGE_KEYS, type AddressMessageKey } from '@scaffale/domain/addresses';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';

// The shared schemas (packages/domain/src/addresses.ts) name their messages by key; the
// form translates them here. Server answers (type 'server') are already translated. A text
// over its limit carries the schema's own message, so it is told apart by its zod code.

export type FieldErrorText =
  { kind: 'text'; text: string } | { kind: 'key'; key: AddressMessageKey; max?: number };

function isMessageKey(value: string): value is AddressMessageKey {
  return (ADDRESS_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** What to say for a react-hook-form error; `max` is the field's length limit. */
export function describeFieldError(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  max?: number,
): FieldErrorText | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (error.type === 'server' && message) return { kind: 'text', text: message };
  if (error.type === 'too_big' && max !== undefined) return { kind: 'key', key: 'tooLong', max };
  if (isMessageKey(message) && message !== 'tooLong') return { kind: 'key', key: message };
  return { kind: 'key', key: 'invalidValue' };
}

/** The translated text under a field, or null when the field is fine. */
export function useFieldMessage(): (error: FieldError | undefined, max?: number) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (error, max) => {
      const described = describeFieldError(error, max);
      if (described === null) return null;
      if (described.kind === 'text') return described.text;
      if (described.key === 'tooLong') return t('validation.tooLong', { max: described.max });
      return t(`validation.${described.key}`);
    },
    [t],
  );
}
