import { messages } from '@salespulse/contract/validation';
import { isUniqueViolation } from './db-errors';
import { unprocessable } from './errors';

/**
 * Runs a write guarded by a per-project unique name index (`constraint`); a clash, including one
 * with a row another request wrote a moment ago, answers 422 on `name` instead of a 500.
 */
export async function withUniqueName<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw unprocessable([{ propertyPath: 'name', message: messages.nameTaken }]);
    throw error;
  }
}
