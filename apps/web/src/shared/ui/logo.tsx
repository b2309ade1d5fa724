import { PRODUCT_NAME } from '@salespulse/contract/constants';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path d="M6 17h5l3-7 4 13 3-6h5" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className={showName ? 'text-base font-semibold tracking-tight text-txt' : 'sr-only'}>{PRODUCT_NAME}</span>
    </span>
  );
}
