import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a zod schema that reports only its first problem, in the
 * schema's order: the back office's forms say one thing at a time, the first that applies,
 * beside its field (FieldShell `announce`), and focus that field. Messages are the words to
 * show, already translated (the forms build their schemas with `t`).
 */
export function firstProblemResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const [issue] = parsed.error.issues;
    const error: FieldError = { type: issue?.code ?? 'custom', message: issue?.message ?? '' };
    const path = (issue?.path ?? []).map(String).join('.');
    return { values: {}, errors: toNestErrors({ [path]: error }, options) };
  };
}
