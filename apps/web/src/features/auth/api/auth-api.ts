import type { TokenPair } from '@autocredit/generated/api';
import { fieldErrorsOf, resultTextOf } from '@/shared/api/envelope';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';
import { sessionStore } from '@/shared/session/session-store';
import type { ChangePasswordValues, FieldErrors, LoginValues } from '@/features/auth/lib/schemas';
import { CONNECTION_FAILURE, NO_ACCESS } from '@/features/auth/lib/messages';

/**
 * A refused sign-in: the server's text of a 401 is shown on the fields (000 §8 'shown on the fields'); any other
 * failure is one message of the form ('Нет доступа', the 429's text, 'Неполадки подключения. Попробуйте позже.').
 */
export type SignInResult = { ok: true; tokens: TokenPair } | { ok: false; error: string; on: 'fields' | 'form' };

/** POST /api/token/create. The form shows every failure itself: the client adds no toast of its own. */
export async function signIn(credentials: LoginValues): Promise<SignInResult> {
  try {
    const { data, error, response } = await api().POST('/api/token/create', {
      body: credentials,
      ...failureShownByPage,
    });
    if (data) return { ok: true, tokens: data };
    const serverText = response.status === 401 ? resultTextOf(error) : null;
    if (serverText) return { ok: false, error: serverText, on: 'fields' };
    if (response.status === 403) return { ok: false, error: NO_ACCESS, on: 'form' };
    // too many failed sign-ins: the server's text (it says to try later), once above the fields
    if (response.status === 429) return { ok: false, error: resultTextOf(error) ?? CONNECTION_FAILURE, on: 'form' };
    return { ok: false, error: CONNECTION_FAILURE, on: 'form' };
  } catch {
    return { ok: false, error: CONNECTION_FAILURE, on: 'form' };
  }
}

export type ChangePasswordResult =
  { ok: true } | { ok: false; error: string } | { ok: false; fieldErrors: FieldErrors<ChangePasswordValues> };

/**
 * POST /api/user/change-password; 400 errors by propertyPath `password` / `confirm`, or one text. The form shows
 * every failure itself (000 §8: 'Нет доступа', otherwise the connection message on both fields): no toast.
 */
export async function changePassword(values: ChangePasswordValues): Promise<ChangePasswordResult> {
  try {
    const { data, error, response } = await api().POST('/api/user/change-password', {
      body: values,
      ...failureShownByPage,
    });
    if (data && response.ok) return { ok: true };
    if (response.status === 403) return { ok: false, error: NO_ACCESS };
    if (response.status === 400) {
      const fieldErrors: FieldErrors<ChangePasswordValues> = {};
      const other: string[] = [];
      for (const { propertyPath, message } of fieldErrorsOf(error)) {
        const key = propertyPath.replace(/^\[|\]$/g, '');
        if ((key === 'password' || key === 'confirm') && !fieldErrors[key]) fieldErrors[key] = message;
        else other.push(message);
      }
      if (fieldErrors.password || fieldErrors.confirm) return { ok: false, fieldErrors };
      const text = other[0] ?? resultTextOf(error);
      if (text) return { ok: false, error: text };
    }
    return { ok: false, error: CONNECTION_FAILURE };
  } catch {
    return { ok: false, error: CONNECTION_FAILURE };
  }
}

/** 'Выйти': POST /api/token/delete, then the session ends whatever the answer. */
export async function signOut(): Promise<void> {
  const refreshToken = sessionStore.getState().refresh;
  try {
    if (refreshToken) await api().POST('/api/token/delete', { body: { refreshToken } });
  } catch {
    // a failed delete logs out as well
  } finally {
    sessionStore.logout({ explicit: true });
  }
}

/** 'Отключиться': POST /api/impersonate/leave; true when back to the own profile. */
export async function leaveImpersonation(): Promise<boolean> {
  try {
    const { response } = await api().POST('/api/impersonate/leave');
    return response.ok;
  } catch {
    return false;
  }
}
