import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@autocredit/generated/api';
import { toast } from '@/shared/ui/toast';
import { Harness } from './address-test-kit';

vi.mock('./address-api', () => ({ suggestAddresses: vi.fn(), fetchFullAddress: vi.fn() }));

const manual: Address = { value: '', isManual: '1' };

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить адрес' }));

function fill(parts: Partial<Record<string, string>> = {}) {
  const all = {
    Индекс: '420111',
    'Код региона': '16',
    Регион: 'Татарстан',
    'Тип региона': 'респ',
    Город: 'Казань',
    Улица: 'Баумана',
    Дом: '5',
    ...parts,
  };
  for (const [label, text] of Object.entries(all)) if (text !== undefined) type(label, text);
}

describe('the manual address', () => {
  it('has a labelled input for every part', () => {
    render(<Harness initial={manual} />);
    for (const label of ['Индекс', 'Код региона', 'Регион', 'Тип региона', 'Район', 'Город', 'Населенный пункт']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const label of ['Улица', 'Дом', 'Корпус', 'Квартира']) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it("says 'Введите индекс', 'Введите номер региона' and 'Введите регион' for an empty form, and sets nothing", () => {
    const onChange = vi.fn();
    render(<Harness initial={manual} onChange={onChange} />);
    save();
    expect(screen.getByText('Введите индекс')).toBeTruthy();
    expect(screen.getByText('Введите номер региона')).toBeTruthy();
    expect(screen.getAllByText('Введите регион')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Индекс содержит 6 символов' for 5 characters", () => {
    render(<Harness initial={manual} />);
    fill({ Индекс: '42011' });
    save();
    expect(screen.getByText('Индекс содержит 6 символов')).toBeTruthy();
  });

  it("says 'Индекс может содержать только цифры' for letters", () => {
    render(<Harness initial={manual} />);
    fill({ Индекс: '42o111' });
    save();
    expect(screen.getByText('Индекс может содержать только цифры')).toBeTruthy();
  });

  it("says 'Номер региона может содержать только цифры' for letters in the region code", () => {
    render(<Harness initial={manual} />);
    fill({ 'Код региона': '1a' });
    save();
    expect(screen.getByText('Номер региона может содержать только цифры')).toBeTruthy();
  });

  it("says 'Введите регион' when the region's type is empty", () => {
    render(<Harness initial={manual} />);
    fill({ 'Тип региона': '' });
    save();
    expect(screen.getByText('Введите регион')).toBeTruthy();
  });

  it.each(['80', '81', '82', '84', '85', '88', '90', '93', '94', '95', '96', '97', '98', '00', '7'])(
    'refuses the region code %s with the KLADR message and keeps what was typed',
    (code) => {
      const onChange = vi.fn();
      render(<Harness initial={manual} onChange={onChange} />);
      fill({ 'Код региона': code });
      save();
      expect(screen.getByText('Неверный код. Введите код региона в соответствии с КЛАДР')).toBeTruthy();
      expect(onChange).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Код региона') as HTMLInputElement).value).toBe(code);
      expect((screen.getByLabelText('Улица') as HTMLInputElement).value).toBe('Баумана');
      expect((screen.getByLabelText('Индекс') as HTMLInputElement).value).toBe('420111');
    },
  );

  it("saves a good address: the value composed from the parts, manual, and 'Адрес сохранен'", () => {
    const success = vi.spyOn(toast, 'success');
    const onChange = vi.fn();
    render(<Harness initial={manual} onChange={onChange} />);
    fill();
    save();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        isManual: '1',
        postalCode: '420111',
        regionId: '16',
        region: 'Татарстан',
        regionType: 'респ',
        city: 'Казань',
        street: 'Баумана',
        house: '5',
        value: 'респ Татарстан, Казань, Баумана, д 5',
      }),
    );
    expect(success).toHaveBeenCalledWith('Адрес сохранен');
    expect(screen.queryByText('Неверный код. Введите код региона в соответствии с КЛАДР')).toBeNull();
  });

  it('clears a message once the input is corrected after a failed save', () => {
    render(<Harness initial={manual} />);
    fill({ Индекс: '' });
    save();
    expect(screen.getByText('Введите индекс')).toBeTruthy();
    type('Индекс', '420111');
    expect(screen.queryByText('Введите индекс')).toBeNull();
  });
});
