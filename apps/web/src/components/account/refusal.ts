import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FormResult } from '../../lib/form-result';
import { applyServerErrors } from '../addresses/server-errors';

type Refusal = Exclude<FormResult, { kind: 'ok' }>;

/**
 * Shows a refused form's answer: each field's message under its field (the first focused),
 * and returns what to say above the form, or null when the fields say it all. A refusal of
 * the whole (429 too many attempts, 5xx) says the server's `detail`, else `fallback`.
 */
export function showRefusal<T extends FieldValues>(
  result: Refusal,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (result.kind === 'refused') return result.detail ?? fallback;
  const unplaced = applyServerErrors(result.fieldErrors, fields, setError);
  if (unplaced.length > 0) return unplaced.join(' ');
  if (Object.keys(result.fieldErrors).length > 0) return null;
  return result.detail ?? fallback;
}
