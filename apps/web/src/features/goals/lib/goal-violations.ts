import { ApiError } from '@/shared/api/http';
import { fieldOfViolation, type GoalFormErrors } from './goal-form';

export type GoalViolations = {
  /** The server's first message under each field the form has. */
  fields: GoalFormErrors;
  /** What no field can show (another violation, a 403, a network failure): for a toast. */
  others: string[];
};

/** Sorts a failed save's 422 violations by field; any other failure is one message. */
export function goalViolations(error: unknown, generic: string): GoalViolations {
  if (!(error instanceof ApiError)) return { fields: {}, others: [generic] };
  if (error.violations.length === 0) return { fields: {}, others: [error.description ?? generic] };
  const fields: GoalFormErrors = {};
  const others: string[] = [];
  for (const violation of error.violations) {
    const field = fieldOfViolation(violation.propertyPath);
    if (field) fields[field] ??= violation.message;
    else others.push(violation.message);
  }
  return { fields, others };
}
