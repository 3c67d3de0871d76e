import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { userQuery } from '@/shared/api/queries';
import { sessionStore } from '@/shared/session/session-store';
import { TextField } from '@/shared/ui/text-field';
import { signIn } from '@/features/auth/api/auth-api';
import { CONNECTION_FAILURE } from '@/features/auth/lib/messages';
import { loginSchema } from '@/features/auth/lib/schemas';
import { useValidatedForm } from '@/features/auth/lib/use-validated-form';

/**
 * /login (000 §2.4). On success the tokens are kept and the user is loaded; the route guard then
 * leaves the page (calculator-only users to the calculator, others to the remembered path or home).
 * One message per failure: the server's 401 text on the fields, any other failure once above them, no toast.
 */
export function LoginPage() {
  const queryClient = useQueryClient();
  const form = useValidatedForm(loginSchema, { username: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.checkAll()) return;
    setBusy(true);
    form.setFormError(null);
    try {
      const result = await signIn({ username: form.values.username.trim(), password: form.values.password });
      if (!result.ok) {
        if (result.on === 'fields') form.setServerError(result.error);
        else form.setFormError(result.error);
        return;
      }
      sessionStore.setTokens(result.tokens.token, result.tokens.refreshToken);
      try {
        await queryClient.fetchQuery({ ...userQuery({ shownByPage: true }), staleTime: 0 });
      } catch {
        if (!sessionStore.getState().passwordExpired) form.setFormError(CONNECTION_FAILURE);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <form className="auth-card card" onSubmit={submit} noValidate aria-label="Вход в систему">
        <div className="auth-card__brand">
          <i className="pi pi-car" aria-hidden="true" />
          <span>Автокредит</span>
        </div>
        <h1 className="auth-card__title">Вход в систему</h1>
        {form.formError ? (
          <Message severity="error" text={form.formError} className="form-card__notice" data-testid="login-error" />
        ) : null}
        <TextField
          id="username"
          label="Логин"
          autoComplete="username"
          autoFocus
          value={form.values.username}
          error={form.errorOf('username')}
          onChange={(value) => form.change('username', value)}
          onBlur={() => form.blur('username')}
        />
        <TextField
          id="password"
          label="Пароль"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.errorOf('password')}
          onChange={(value) => form.change('password', value)}
          onBlur={() => form.blur('password')}
        />
        <Button type="submit" label="Войти" className="auth-card__submit" loading={busy} />
      </form>
    </div>
  );
}
