import { useEffect } from 'react';
import { PRODUCT_NAME } from '@ikaze/domain';

/** Page titles read "Sign in · Ikaze"; the home page is just "Ikaze". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
