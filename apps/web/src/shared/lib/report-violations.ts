import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/shared/api/http';
import { toastError } from './toast';

type ReportViolationsOptions<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** Server propertyPath -> form field, for the fields the form shows. */
  fields: Partial<Record<string, Path<T>>>;
  genericMessage: string;
};

/**
 * Puts each violation the form can show under its field; anything else (other violations, 403,
 * 409, network failures) becomes an error toast, so no failure goes unseen.
 */
export function reportViolations<T extends FieldValues>(
  error: unknown,
  { setError, fields, genericMessage }: ReportViolationsOptions<T>,
): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    toastError(genericMessage);
    return;
  }
  if (error.violations.length === 0) {
    toastError(error.description ?? genericMessage);
    return;
  }
  let focused = false;
  for (const violation of error.violations) {
    const field = fields[violation.propertyPath];
    if (!field) {
      toastError(violation.message);
      continue;
    }
    setError(field, { type: 'server', message: violation.message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The text to toast for a failed action: the server's description, or the generic text. */
export function errorMessage(error: unknown, genericMessage: string): string {
  if (error instanceof ApiError) return error.violations[0]?.message ?? error.description ?? genericMessage;
  return genericMessage;
}
