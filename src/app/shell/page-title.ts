import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants.ts';

/** Page title = route title + product name (spec 000 §2.1). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
