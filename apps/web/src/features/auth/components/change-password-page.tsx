import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { userQuery } from '@/shared/api/queries';
import { href } from '@/shared/routing/paths';
import { sessionStore } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { Page } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { changePassword } from '@/features/auth/api/auth-api';
import { PASSWORD_CHANGED, PASSWORD_MUST_CHANGE } from '@/features/auth/lib/messages';
import { changePasswordSchema } from '@/features/auth/lib/schemas';
import { useValidatedForm } from '@/features/auth/lib/use-validated-form';

/** /change-password (000 §2.4); forced while the password is expired. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { passwordExpired } = useSession();
  const form = useValidatedForm(changePasswordSchema, { password: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.checkAll()) return;
    setBusy(true);
    try {
      const result = await changePassword(form.values);
      if (!result.ok) {
        if ('fieldErrors' in result) form.setServerFieldErrors(result.fieldErrors);
        else form.setServerError(result.error);
        return;
      }
      toast.success(PASSWORD_CHANGED);
      try {
        await queryClient.fetchQuery({ ...userQuery(), staleTime: 0 });
      } catch {
        sessionStore.logout();
        return;
      }
      sessionStore.clearPasswordExpired();
      navigate(sessionStore.takeReturnTo() ?? href('home'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Смена пароля">
      <form className="card form-card" onSubmit={submit} noValidate aria-label="Смена пароля">
        {passwordExpired ? <Message severity="warn" text={PASSWORD_MUST_CHANGE} className="form-card__notice" /> : null}
        <TextField
          id="new-password"
          label="Новый пароль"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={form.values.password}
          error={form.errorOf('password')}
          onChange={(value) => form.change('password', value)}
          onBlur={() => form.blur('password')}
        />
        <TextField
          id="confirm-password"
          label="Подтверждение пароля"
          type="password"
          autoComplete="new-password"
          value={form.values.confirm}
          error={form.errorOf('confirm')}
          onChange={(value) => form.change('confirm', value)}
          onBlur={() => form.blur('confirm')}
        />
        <Button type="submit" label="Изменить" loading={busy} />
      </form>
    </Page>
  );
}
