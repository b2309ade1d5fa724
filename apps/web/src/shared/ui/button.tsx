import { useEffect, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { BUTTON_STATUS_RESET_MS } from '@salespulse/contract/constants';

export type ButtonStatus = 'idle' | 'pending' | 'success' | 'error';
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type ButtonStyleOptions = {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  status?: ButtonStatus;
};

const base =
  'relative inline-flex min-h-11 items-center justify-center gap-2 rounded-md border px-4 ' +
  'text-sm font-semibold whitespace-nowrap transition-colors duration-150 select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress';

const variants: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-accent text-accent-fg shadow-card hover:bg-accent-hover',
  secondary: 'border-basic-border-strong bg-basic-surface text-txt shadow-card hover:bg-basic-subtle',
  ghost: 'border-transparent text-accent-text hover:bg-accent-soft',
};

// Outcome colours win over the variant so success and failure read the same on every button
// (700 shades keep white text above 4.5:1 in both themes).
const outcomes: Partial<Record<ButtonStatus, string>> = {
  success: 'bg-emerald-700! text-white! border-emerald-700!',
  error: 'bg-red-700! text-white! border-red-700!',
};

/** Classes of a button, for links that must look like one. */
export function buttonClassName({ variant = 'primary', fullWidth = false, status = 'idle' }: ButtonStyleOptions = {}) {
  return [base, variants[variant], outcomes[status] ?? '', fullWidth ? 'w-full' : ''].join(' ').trim();
}

/**
 * The status to draw: success and error are shown for BUTTON_STATUS_RESET_MS, then the button looks
 * idle again even though the caller still reports the last outcome (e.g. a mutation's status).
 */
export function useDisplayedStatus(status: ButtonStatus): ButtonStatus {
  const [previous, setPrevious] = useState(status);
  const [expired, setExpired] = useState(false);
  if (previous !== status) {
    setPrevious(status);
    setExpired(false);
  }

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setExpired(true), BUTTON_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return expired ? 'idle' : status;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleOptions & {
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({ variant, fullWidth, status = 'idle', type = 'button', className, children, onClick, ref, ...rest }: ButtonProps) {
  const shown = useDisplayedStatus(status);
  const pending = shown === 'pending';

  // A pending button stays focusable (no `disabled`) so keyboard users keep their place,
  // but it swallows clicks, which also stops a second form submission.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      data-status={shown}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      className={[buttonClassName({ variant, fullWidth, status: shown }), className ?? ''].join(' ').trim()}
      onClick={handleClick}
      {...rest}
    >
      {pending && <Spinner />}
      {shown === 'success' && <CheckIcon />}
      {shown === 'error' && <CrossIcon />}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <svg data-testid="button-spinner" className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg className="size-4" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
