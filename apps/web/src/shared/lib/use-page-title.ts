import { PRODUCT_NAME } from '@salespulse/contract/constants';
import { useEffect } from 'react';

export function pageTitle(title?: string): string {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
