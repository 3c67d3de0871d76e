import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import type { FormEnvironment } from '../widget-types';
import { CancelServiceButton } from './cancel-service-button';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The client against a fetch mock; the calls it saw. */
function backend(answer: () => Response = () => json({ result: true })) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push(request.clone());
    return answer();
  });
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetch as unknown as typeof globalThis.fetch, toaster: { show: () => {} } },
  );
  return calls;
}

function show({ disabled = false, value = 'lifeInsurance' as string | null } = {}) {
  const requestReload = vi.fn();
  const env: FormEnvironment = {
    dealId: 100245,
    underwriter: false,
    showChanged: false,
    phoneActions: false,
    canUpload: false,
    readOnly: false,
    requestReload,
  };
  render(
    <CancelServiceButton
      field={{ type: 'cancelServiceBtn', label: 'Отказаться от услуги' }}
      name="services.0.cancel"
      id="cancel"
      value={value}
      onChange={() => {}}
      onBlur={() => {}}
      inputRef={() => {}}
      disabled={disabled}
      invalid={false}
      env={env}
    />,
  );
  return requestReload;
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Отказаться от услуги' }));
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const confirm = () => screen.getByRole('button', { name: 'Подтвердить' }) as HTMLButtonElement;

describe('the cancel-service button', () => {
  it("is labelled with the field's label and disabled when the field is", () => {
    show({ disabled: true });
    expect((screen.getByRole('button', { name: 'Отказаться от услуги' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks both dates: the confirm button stays disabled until both are real dates', () => {
    show();
    open();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    type('Дата заявления об отказе', '20112026');
    expect(confirm().disabled).toBe(true);
    type('Дата повышения ставки', '31022026');
    expect(confirm().disabled).toBe(true);
    type('Дата повышения ставки', '20122026');
    expect(confirm().disabled).toBe(false);
  });

  it('sends the dates as yyyy-MM-dd for the service of the deal, closes and asks for the form again', async () => {
    const calls = backend();
    const requestReload = show();
    open();
    type('Дата заявления об отказе', '20112026');
    type('Дата повышения ставки', '20122026');
    fireEvent.click(confirm());
    await waitFor(() => expect(requestReload).toHaveBeenCalledTimes(1));
    expect(calls[0]!.url).toBe('http://api.test/api/autocredit/100245/optional/cancel/lifeInsurance');
    expect(calls[0]!.method).toBe('POST');
    expect(await calls[0]!.json()).toEqual({ cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-12-20' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Что-то пошло не так' when the cancellation fails, and keeps the dialog open", async () => {
    backend(() => json({ result: 'Ошибка валидации' }, 400));
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const requestReload = show();
    open();
    type('Дата заявления об отказе', '20112026');
    type('Дата повышения ставки', '20122026');
    fireEvent.click(confirm());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Что-то пошло не так'));
    expect(requestReload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(confirm().disabled).toBe(false);
  });

  it("'Отмена' closes the dialog without a call", async () => {
    const calls = backend();
    show();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('Escape closes the dialog', async () => {
    show();
    open();
    fireEvent.keyDown(screen.getByLabelText('Дата заявления об отказе'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
