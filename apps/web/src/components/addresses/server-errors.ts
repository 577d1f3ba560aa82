import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (docs/spec/checkout.md §4: the first message of each field) under
 * their fields and focuses the first; returns the messages of fields the form does not show.
 */
export function applyServerErrors<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known === undefined) {
      unplaced.push(message);
      continue;
    }
    setError(known, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}
