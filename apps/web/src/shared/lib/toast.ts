import { ERROR_TOAST_MS } from '@salespulse/contract/constants';

/**
 * An error toast for 8 seconds. The toast library is imported on first use, so screens that only
 * may report an error (the login page, error pages) do not load it up front.
 */
export function toastError(message: string): Promise<void> {
  return import('react-toastify').then(({ toast }) => {
    toast.error(message, { autoClose: ERROR_TOAST_MS });
  });
}
