import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { TypicalCommentDialog } from './typical-comment-dialog';

const roles = [
  { value: 'ROLE_UNDERWRITER' as const, label: 'Андеррайтер' },
  { value: 'ROLE_GOZ' as const, label: 'Специалист ГОЗ' },
];
const added = { id: 17, text: 'Текст', isPrivate: true, roles: [] };

function setup(result: FakeAnswer = answer({ result: added })) {
  const api = fakeApi({ 'POST /api/comment/default/add': result });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const onHide = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TypicalCommentDialog roles={roles} onHide={onHide} />
    </QueryClientProvider>,
  );
  const save = () => screen.getByTestId('typical-save') as HTMLButtonElement;
  const text = () => screen.getByLabelText('Текст комментария');
  return { ...api, success, error, onHide, save, text };
}

const posted = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST');

describe("'Добавить типовой комментарий'", () => {
  it('is titled so', () => {
    setup();
    expect(screen.getByText('Добавить типовой комментарий')).toBeTruthy();
  });

  it("asks for the text: 'Введите текст комментария'", async () => {
    const { save, calls } = setup();
    await userEvent.click(screen.getByLabelText('Личный'));
    await userEvent.click(save());
    expect(screen.getByText('Введите текст комментария')).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
  });

  it("adds a private one without roles (the roles hidden): 'Типовой комментарий успешно добавлен'", async () => {
    const { save, text, calls, success, onHide } = setup();
    fireEvent.change(text(), { target: { value: ' Перезвонить клиенту ' } });
    expect(screen.getByText('Роли')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Личный'));
    expect(screen.queryByText('Роли')).toBeNull();
    await userEvent.click(save());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Типовой комментарий успешно добавлен'));
    expect(posted(calls)[0]!.body).toEqual({ text: 'Перезвонить клиенту', isPrivate: true });
    expect(onHide).toHaveBeenCalled();
  });

  it('adds a shared one with the chosen roles; save waits for a role', async () => {
    const { save, text, calls } = setup(answer({ result: { ...added, isPrivate: false, roles: ['ROLE_GOZ'] } }));
    fireEvent.change(text(), { target: { value: 'Требуется справка' } });
    expect(save().disabled).toBe(true);
    await userEvent.click(screen.getByTestId('typical-comment-roles'));
    await userEvent.click(await screen.findByRole('option', { name: 'Специалист ГОЗ', hidden: true }));
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({ text: 'Требуется справка', isPrivate: false, roles: ['ROLE_GOZ'] });
  });

  it("tells a failure: 'Не удалось добавить комментарий'", async () => {
    const { save, text, error, onHide } = setup(answer({ result: 'Не удалось добавить комментарий' }, 403));
    fireEvent.change(text(), { target: { value: 'Текст' } });
    await userEvent.click(screen.getByLabelText('Личный'));
    await userEvent.click(save());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Не удалось добавить комментарий'));
    expect(onHide).not.toHaveBeenCalled();
  });
});
