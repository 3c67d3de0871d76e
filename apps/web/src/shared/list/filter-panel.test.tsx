import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterFields } from './filter-fields';
import { FilterPanel } from './filter-panel';

const fields = filterFields(['id', 'surName', 'passportSeries', 'inn']);

function open(value: Record<string, string> = {}, globalFilterName?: string) {
  const onApply = vi.fn();
  render(
    <FilterPanel
      fields={fields}
      value={value}
      onApply={onApply}
      idLabel="Номер заявки"
      {...(globalFilterName && { globalFilterName })}
    />,
  );
  fireEvent.click(screen.getByTestId('filter-open'));
  return onApply;
}

function openWith(keys: Parameters<typeof filterFields>[0], value: Record<string, string> = {}) {
  const onApply = vi.fn();
  render(<FilterPanel fields={filterFields(keys)} value={value} onApply={onApply} />);
  fireEvent.click(screen.getByTestId('filter-open'));
  return onApply;
}

const paste = (input: HTMLElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe('the filter panel', () => {
  afterEach(() => localStorage.clear());

  it('shows the applied filters, the id label by role, and applies what was typed with Enter', async () => {
    const onApply = open({ surName: 'Иванов' });
    expect(screen.getByText('Номер заявки')).toBeTruthy();
    const surname = screen.getByTestId('filter-surName') as HTMLInputElement;
    expect(surname.value).toBe('Иванов');
    fireEvent.change(surname, { target: { value: 'Петров' } });
    fireEvent.keyDown(surname, { key: 'Enter' });
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ surName: 'Петров' }));
  });

  it("refuses an INN of 11 digits with 'Неверные данные!' and applies nothing; the value stays", () => {
    const onApply = open();
    const inn = screen.getByTestId('filter-inn') as HTMLInputElement;
    fireEvent.change(inn, { target: { value: '12345678901' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(screen.getByText('Неверные данные!')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    expect(inn.value).toBe('12345678901');
  });

  it("'Очистить' applies no filter", () => {
    const onApply = open({ surName: 'Иванов' });
    fireEvent.click(screen.getByTestId('filter-clear'));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it("saves a global filter: the label 'Установлен глобальный фильтр' shows until the global filters are cleared", async () => {
    const onApply = open({}, 'deal-list');
    expect(screen.queryByTestId('global-filter-label')).toBeNull();
    fireEvent.change(screen.getByTestId('filter-surName'), { target: { value: 'Сидоров' } });
    fireEvent.click(screen.getByTestId('filter-save-global'));
    expect(onApply).toHaveBeenCalledWith({ surName: 'Сидоров' });
    await waitFor(() =>
      expect(screen.getByTestId('global-filter-label').textContent).toContain('Установлен глобальный фильтр'),
    );
    expect(JSON.parse(localStorage.getItem('globalFilter:deal-list') ?? '{}')).toEqual({ surName: 'Сидоров' });
    fireEvent.click(screen.getByTestId('filter-open'));
    fireEvent.click(screen.getByTestId('filter-clear-global'));
    await waitFor(() => expect(screen.queryByTestId('global-filter-label')).toBeNull());
  });

  it('applies a date typed as dd.MM.yyyy and a phone pasted in another form as the list sends them', async () => {
    const onApply = openWith(['surName', 'createdFrom', 'phone']);
    const date = screen.getByLabelText('Дата создания с') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '12032025' } });
    expect(date.value).toBe('12.03.2025');
    const phone = screen.getByLabelText('Телефон') as HTMLInputElement;
    paste(phone, '8 916 123-45-67');
    expect(phone.value).toBe('+7 (916) 123-45-67');
    fireEvent.keyDown(date, { key: 'Enter' });
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ createdFrom: '2025-03-12', phone: '+79161234567' }));
  });

  it('shows applied dates and phones as typed', () => {
    openWith(['createdFrom', 'phone'], { createdFrom: '2025-03-12', phone: '+79161234567' });
    expect((screen.getByLabelText('Дата создания с') as HTMLInputElement).value).toBe('12.03.2025');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
  });

  it("refuses a date that is not whole or not real with 'Неверные данные!'", () => {
    const onApply = openWith(['createdFrom', 'createdTo']);
    fireEvent.change(screen.getByLabelText('Дата создания с'), { target: { value: '12.03.20' } });
    fireEvent.change(screen.getByLabelText('Дата создания по'), { target: { value: '31.02.2025' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(screen.getAllByText('Неверные данные!')).toHaveLength(2);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('closes on Escape and keeps what was typed for the next opening', async () => {
    const onApply = openWith(['surName', 'createdFrom']);
    fireEvent.change(screen.getByLabelText('Фамилия'), { target: { value: 'Петров' } });
    fireEvent.change(screen.getByLabelText('Дата создания с'), { target: { value: '12.03.2025' } });
    fireEvent.keyDown(screen.getByLabelText('Дата создания с'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('filter-drawer')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filter-open'));
    expect((screen.getByLabelText('Фамилия') as HTMLInputElement).value).toBe('Петров');
    expect((screen.getByLabelText('Дата создания с') as HTMLInputElement).value).toBe('12.03.2025');
  });

  it("Escape in a date's open calendar closes the calendar only (the reports' release dates too)", async () => {
    const onApply = vi.fn();
    render(
      <FilterPanel
        fields={[{ key: 'releasedFrom', label: 'Дата выдачи с', kind: 'date', range: 'from' }]}
        value={{}}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByTestId('filter-open'));
    const date = await screen.findByLabelText('Дата выдачи с');
    fireEvent.keyDown(date, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(document.querySelector('.date-input__panel')).not.toBeNull());
    fireEvent.keyDown(document.querySelector('.date-input__panel')!, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.querySelector('.date-input__panel')).toBeNull());
    expect(screen.getByLabelText('Дата выдачи с')).toBeTruthy();
    expect(screen.getByTestId('filter-drawer')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });
});
