import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealContact } from '@autocredit/generated/api';
import { toast } from '@/shared/ui/toast';
import { ContactCommentsDialog } from './contact-comments-dialog';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';

const DEAL = 100245;
const thread = `/api/comment/get/${DEAL}/underwriter/additionalDealContact/7001`;
const post = `/api/comment/${DEAL}/underwriter/additionalDealContact/7001`;
const contact: DealContact = {
  id: 7001,
  fio: 'Петрова Мария Ивановна',
  phone: '+79167654321',
  type: 'relative',
  canModify: true,
  canDelete: true,
};
const comment = {
  id: 88140,
  text: 'Подтвердила, что знает клиента 10 лет',
  createdAt: 1795158900,
  user: { id: 6, fio: 'Смирнова Ольга Викторовна' },
};

function setup(sent: FakeAnswer = answer({ result: comment }), readOnly = false) {
  const api = fakeApi({ [`GET ${thread}`]: answer({ result: [comment] }), [`POST ${post}`]: sent });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContactCommentsDialog dealId={DEAL} contact={contact} readOnly={readOnly} onHide={() => {}} />
    </QueryClientProvider>,
  );
  const textarea = () => screen.getByLabelText('Комментарий') as HTMLTextAreaElement;
  const send = () => screen.getByTestId('contact-comment-7001-send') as HTMLButtonElement;
  return { ...api, success, error, textarea, send };
}

describe("a contact's comments", () => {
  it('lists the comments: text, author, date and time', async () => {
    setup();
    expect(await screen.findByText('Подтвердила, что знает клиента 10 лет')).toBeTruthy();
    expect(screen.getByText('Смирнова Ольга Викторовна')).toBeTruthy();
    expect(screen.getByTestId('comment').querySelector('time')!.textContent).toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
  });

  it('has a textarea of 3 rows; send is disabled while it is empty', async () => {
    const { textarea, send } = setup();
    await screen.findByText('Подтвердила, что знает клиента 10 лет');
    expect(textarea().rows).toBe(3);
    expect(send().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: 'Текст' } });
    expect(send().disabled).toBe(false);
  });

  it("says 'Введите текст комментария' and sends nothing for a text of spaces", async () => {
    const { textarea, send, calls } = setup();
    fireEvent.change(textarea(), { target: { value: '   ' } });
    await userEvent.click(send());
    expect(screen.getByText('Введите текст комментария')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("sends the comment, says 'Комментарий успешно отправлен!', clears the text and reloads the thread", async () => {
    const { textarea, send, calls, success } = setup();
    await screen.findByText('Подтвердила, что знает клиента 10 лет');
    fireEvent.change(textarea(), { target: { value: '  Перезвонить вечером ' } });
    await userEvent.click(send());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий успешно отправлен!'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Перезвонить вечером' });
    expect(textarea().value).toBe('');
    await waitFor(() => expect(calls.filter((c) => c.path === thread)).toHaveLength(2));
  });

  it("tells a failed send: 'Ошибка отправки комментария, попробуйте позже'", async () => {
    const { textarea, send, error } = setup(answer({ result: null }, 500));
    fireEvent.change(textarea(), { target: { value: 'Текст' } });
    await userEvent.click(send());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка отправки комментария, попробуйте позже'));
    expect(textarea().value).toBe('Текст');
  });

  it("shows the server's refusal of the text under it", async () => {
    const refused = answer(
      { result: null, errors: [{ propertyPath: 'text', message: 'Введите текст комментария' }] },
      400,
    );
    const { textarea, send, error } = setup(refused);
    fireEvent.change(textarea(), { target: { value: 'Текст' } });
    await userEvent.click(send());
    expect(await screen.findByText('Введите текст комментария')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('writes nothing in a read-only form', async () => {
    setup(undefined, true);
    await screen.findByText('Подтвердила, что знает клиента 10 лет');
    expect(screen.queryByLabelText('Комментарий')).toBeNull();
  });
});
