import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { matchRoute } from '@/shared/routing/paths';
import { decideGuard } from './guard-decision';
import { readGuardSession } from './guard-session';

/** Cancels in-app navigations to routes the user may not open: the user stays where they were. */
export function NavigationBlocker() {
  const queryClient = useQueryClient();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      const source = matchRoute(currentLocation.pathname).route.name === 'login' ? 'login' : 'app';
      const { route } = matchRoute(nextLocation.pathname);
      const path = nextLocation.pathname + nextLocation.search + nextLocation.hash;
      return decideGuard(route, path, readGuardSession(queryClient), source).kind === 'cancel';
    },
    [queryClient],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}
