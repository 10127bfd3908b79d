import { localSizeLabel } from '@outsole/contracts/sizes.values';
import { useCallback } from 'react';

import { useIntl } from './intl.tsx';

/** localSizeLabel (contracts: the emails write sizes the same way) in the page's language. */
export function useSizeLabel(): (label: string) => string {
  const { locale } = useIntl();
  return useCallback((label: string) => localSizeLabel(label, locale), [locale]);
}
