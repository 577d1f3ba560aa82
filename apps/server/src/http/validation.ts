import type { z } from 'zod';
import type { Lang } from '@scaffale/domain/languages';
import type { FieldErrors } from './errors.ts';
import { isMessageKey, translate } from './i18n.ts';

/** A zod issue in the person's language. Schemas name their messages by MessageKey. */
function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return translate(lang, 'required');
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.origin === 'string') {
    return translate(lang, 'tooLong', { max: issue.maximum });
  }
  if (isMessageKey(issue.message)) return translate(lang, issue.message);
  return translate(lang, 'invalidValue');
}

/** Parses a request body; failures become `{ field: [message, …] }` in the person's language. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lang: Lang,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    (errors[field] ??= []).push(issueMessage(issue, lang));
  }
  return { ok: false, errors };
}
