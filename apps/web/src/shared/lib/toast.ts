import { ERROR_TOAST_MS } from '@salespulse/contract/constants';
import { toast, type Id } from 'react-toastify';

export function toastError(message: string): Id {
  return toast.error(message, { autoClose: ERROR_TOAST_MS });
}
