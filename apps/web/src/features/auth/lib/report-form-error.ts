import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/shared/api/http';
import { toastError } from '@/shared/lib/toast';

type ReportFormErrorOptions<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** Server propertyPath -> form field, for the fields this form shows. */
  fields: Partial<Record<string, Path<T>>>;
  genericMessage: string;
};

export function apiErrorDescription(error: ApiError): string | undefined {
  return error.description || error.body?.['hydra:description'] || undefined;
}

/**
 * The spec's handling of a failed registration or password reset: the first violation goes under
 * its field, every violation is toasted; otherwise the server's description (or a generic text).
 */
export function reportFormError<T extends FieldValues>(error: unknown, { setError, fields, genericMessage }: ReportFormErrorOptions<T>) {
  if (!(error instanceof ApiError)) {
    console.error(error);
    toastError(genericMessage);
    return;
  }

  const [first] = error.violations;
  if (!first) {
    toastError(apiErrorDescription(error) ?? genericMessage);
    return;
  }

  const field = fields[first.propertyPath];
  if (field) setError(field, { type: 'server', message: first.message }, { shouldFocus: true });
  for (const violation of error.violations) toastError(violation.message);
}
