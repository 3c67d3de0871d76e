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
});
