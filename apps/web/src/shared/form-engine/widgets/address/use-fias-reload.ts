import { useCallback, useRef } from 'react';
import type { Address } from '@autocredit/generated/api';
import { isOutdatedFias } from './address-rules';

/**
 * The reload rule of a chosen address (002 §4): an address whose FIAS state is 99 asks for a form reload once; the
 * next choice that is not 99 asks again; repeated 99 choices do not. Returns what to call with each choice.
 */
export function useFiasReload(requestReload: () => void): (address: Address) => void {
  const outdated = useRef(false);
  const reload = useRef(requestReload);
  reload.current = requestReload;
  return useCallback((address: Address) => {
    const now = isOutdatedFias(address);
    if (now !== outdated.current) reload.current();
    outdated.current = now;
  }, []);
}
