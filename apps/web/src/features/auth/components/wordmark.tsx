import { PRODUCT_NAME } from '@salespulse/contract/constants';
import { LogoMark } from '@/shared/ui/logo';

export function Wordmark() {
  return (
    <div className="flex items-center justify-center gap-3">
      <LogoMark className="size-10" />
      <span className="text-2xl font-bold tracking-tight text-txt">{PRODUCT_NAME}</span>
    </div>
  );
}
