import { useState } from 'react';
import { failureText } from '@/shared/api/failure-text';
import { ERROR_TOAST_LIFE, toast } from '@/shared/ui/toast';
import { isPledged } from '../api/pledge-api';
import {
  ALREADY_REGISTERED,
  CHECK_FAILED,
  NOT_REGISTERED_YET,
  OPEN_REGISTRY_SITE,
  REGISTRY_SITE_URL,
} from '../lib/pledge-texts';
import { registryCheckOf, registryFailureOf, type RegistryCheck } from '../lib/registry-check';

/** Tells the user what the registry said (002 §4, §8): a warning, a success, or an error with its lines and the site. */
function tell(check: RegistryCheck): void {
  switch (check.kind) {
    case 'registered':
      toast.warn(ALREADY_REGISTERED);
      return;
    case 'free':
      toast.success(NOT_REGISTERED_YET);
      return;
    case 'failed': {
      const lines = check.lines.filter((line) => line.trim() && line !== CHECK_FAILED);
      toast.show({
        severity: 'error',
        summary: CHECK_FAILED,
        detail: lines.length > 0 ? lines.join('\n') : undefined,
        life: ERROR_TOAST_LIFE,
        action: {
          label: OPEN_REGISTRY_SITE,
          onClick: () => void window.open(REGISTRY_SITE_URL, '_blank', 'noopener,noreferrer'),
        },
      });
    }
  }
}

/** The registry check of a pledge (`GET /api/pledge/is-pledged/{id}`): `run` asks and tells; `checking` meanwhile. */
export function useRegistryCheck(pledgeId: number | undefined) {
  const [checking, setChecking] = useState(false);
  const run = async () => {
    if (pledgeId === undefined) return;
    setChecking(true);
    try {
      tell(registryCheckOf(await isPledged(pledgeId)));
    } catch (error) {
      const failed = registryFailureOf(error);
      if (failed) tell(failed);
      else {
        const text = failureText(error);
        if (text) toast.error(text);
      }
    } finally {
      setChecking(false);
    }
  };
  return { checking, run };
}
