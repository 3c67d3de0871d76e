import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { RemovePledgeButton } from './remove-pledge-button';

function open(route = answer({ result: true })) {
  const api = fakeApi({ 'POST /api/pledge/take_off_by_external': route });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemovePledgeButton />
    </QueryClientProvider>,
  );
  return api;
}

const posts = (calls: ReturnType<typeof open>['calls']) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/pledge/take_off_by_external');

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Снять залог' }));
  return screen.findByLabelText('Номер регистрации в ФНП');
};
const submit = () => userEvent.click(screen.getAllByRole('button', { name: 'Снять залог' }).at(-1)!);

afterEach(() => vi.restoreAllMocks());

describe('the remove-pledge dialog', () => {
  it('requires the registration number and sends nothing without it', async () => {
    const { calls } = open();
    await openDialog();
    await submit();
    expect(await screen.findByText('Это поле обязательно для заполнения')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('takes off the pledge by its number (kind auto_pledge), says so and closes', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls } = open();
    await userEvent.type(await openDialog(), ' 2026-011-234567-891 ');
    await submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Создана задача на снятие залога с обременения'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      { notificationReferenceNumber: '2026-011-234567-891', kind: 'auto_pledge' },
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Номер регистрации в ФНП')).toBeNull());
  });

  it('Enter in the field sends it', async () => {
    const { calls } = open();
    await userEvent.type(await openDialog(), '2026-011-234567-891{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it("shows a failure for 5 s ('Ошибка снятия с обременения!' by default) with the field's message, and stays open", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    open(
      answer(
        {
          result: 'Ошибка снятия с обременения!',
          errors: [
            { propertyPath: 'notificationReferenceNumber', message: 'Залог с таким номером регистрации не найден' },
          ],
        },
        400,
      ),
    );
    await userEvent.type(await openDialog(), '000');
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка снятия с обременения!', 5000));
    expect(await screen.findByText('Залог с таким номером регистрации не найден')).toBeTruthy();
    expect(screen.getByLabelText('Номер регистрации в ФНП')).toBeTruthy();
  });

  it("falls back to 'Ошибка снятия с обременения!' when the server says nothing", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    open(answer({}, 400));
    await userEvent.type(await openDialog(), '000');
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Ошибка снятия с обременения!', 5000));
  });
});
