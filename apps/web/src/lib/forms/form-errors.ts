import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readFailure } from '../api/api-error.ts';

/**
 * Puts the server's per-field messages under the matching inputs (for example "Email is already
 * registered!" under Email). Returns whether any field message was shown.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const { fields: messages } = readFailure(error);
  let applied = false;
  for (const field of fields) {
    const message = messages[field] ?? messages[`data.${field}`];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
