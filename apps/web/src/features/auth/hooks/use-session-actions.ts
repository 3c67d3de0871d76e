import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '@/shared/routing/paths';
import { leaveImpersonation, signOut } from '@/features/auth/api/auth-api';

/** The header's 'Выйти' and 'Отключиться'. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    await signOut();
    navigate(href('login'), { replace: true });
  }, [navigate]);

  const leave = useCallback(async () => {
    if (!(await leaveImpersonation())) return;
    await queryClient.invalidateQueries();
    navigate(href('home'));
  }, [navigate, queryClient]);

  return { logout, leave };
}
