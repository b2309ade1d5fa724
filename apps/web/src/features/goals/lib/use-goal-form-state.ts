import { useState } from 'react';
import { toastError } from '@/shared/lib/toast';
import type { GoalFormErrors } from './goal-form';
import { goalViolations } from './goal-violations';

/**
 * A goal dialog's values and the messages under its fields. Any change clears the messages (they
 * were about the values as they stood); a failed save puts the server's under their fields and
 * says the rest in toasts.
 */
export function useGoalFormState<State>(initial: () => State) {
  const [state, setState] = useState<State>(initial);
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const update = (next: State) => {
    setState(next);
    setErrors({});
  };
  const reportFailure = (error: unknown, generic: string) => {
    const { fields, others } = goalViolations(error, generic);
    for (const message of others) void toastError(message);
    setErrors(fields);
  };
  return { state, errors, update, setErrors, reportFailure };
}
