import type { FormField } from '@autocredit/generated/api';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mountWidget, testEnv } from '../../testing/mount-widget';
import { CheckboxWidget } from './checkbox-widget';
import { ChoiceWidget } from './choice-widget';
import { DateWidget } from './date-widget';
import { HiddenWidget } from './hidden-widget';
import { MoneyWidget } from './money-widget';
import { NumberWidget } from './number-widget';
import { PhoneWidget } from './phone-widget';
import { TextWidget } from './text-widget';
import { TextareaWidget } from './textarea-widget';

const ENV = testEnv();

const mount = mountWidget;

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('text', () => {
  it('takes what is typed', async () => {
    const changes = mount(TextWidget, { type: 'text', label: 'Место рождения' }, '');
    await userEvent.type(input('Место рождения'), 'г. Сочи');
    expect(changes).toHaveBeenLastCalledWith('г. Сочи');
  });

  it('formats a masked value as typed and sends it without the literals with autoUnmask', async () => {
    const changes = mount(
      TextWidget,
      { type: 'text', label: 'Код подразделения', attributes: { mask: '999-999', autoUnmask: true } },
      '',
    );
    await userEvent.type(input('Код подразделения'), '770922');
    expect(input('Код подразделения').value).toBe('770-922');
    expect(changes).toHaveBeenLastCalledWith('770922');
  });

  it('keeps the literals without autoUnmask, and shows the mask as the placeholder', async () => {
    const changes = mount(TextWidget, { type: 'text', label: 'Код', attributes: { mask: '999-999' } }, '');
    expect(input('Код').placeholder).toBe('___-___');
    await userEvent.type(input('Код'), '7709');
    expect(changes).toHaveBeenLastCalledWith('770-9');
  });

  it('with ucfirst capitalises the first letter and lowercases the rest while typing', async () => {
    const changes = mount(TextWidget, { type: 'text', label: 'Город', attributes: { ucfirst: true } }, '');
    await userEvent.type(input('Город'), 'кАЗАНЬ');
    expect(changes).toHaveBeenLastCalledWith('Казань');
  });

  it('shows the placeholder and cannot be edited when disabled', () => {
    mount(TextWidget, { type: 'text', label: 'E-mail', attributes: { placeholder: 'name@mail.ru' } }, '', {
      disabled: true,
    });
    expect(input('E-mail').placeholder).toBe('name@mail.ru');
    expect(input('E-mail').disabled).toBe(true);
  });
});

describe('textarea', () => {
  it('has 5 rows unless the field gives rows', () => {
    mount(TextareaWidget, { type: 'textarea', label: 'Кем выдан' }, '');
    expect(screen.getByLabelText('Кем выдан').getAttribute('rows')).toBe('5');
  });

  it('has the rows given', () => {
    mount(TextareaWidget, { type: 'textarea', label: 'Примечание', attributes: { rows: 2 } }, '');
    expect(screen.getByLabelText('Примечание').getAttribute('rows')).toBe('2');
  });
});

describe('phone', () => {
  it('is +7 and 10 digits; a pasted number in any common form is normalised, not shifted', async () => {
    const changes = mount(PhoneWidget, { type: 'phone', label: 'Телефон' }, '');
    fireEvent.paste(input('Телефон'), { clipboardData: { getData: () => '8 (916) 123-45-67' } });
    expect(changes).toHaveBeenLastCalledWith('+79161234567');
    expect(input('Телефон').value).toBe('+79161234567');
  });

  it('keeps typed digits after +7', async () => {
    const changes = mount(PhoneWidget, { type: 'phone', label: 'Телефон' }, '');
    await userEvent.type(input('Телефон'), '916123');
    expect(changes).toHaveBeenLastCalledWith('+7916123');
  });

  it('has a call link for those with phone actions, once the number is full', () => {
    mount(PhoneWidget, { type: 'phone', label: 'Телефон' }, '+79161234567', { env: { ...ENV, phoneActions: true } });
    expect(screen.getByRole('link', { name: 'Позвонить +79161234567' }).getAttribute('href')).toBe('tel:+79161234567');
  });

  it('has no call link for an incomplete number or without phone actions', () => {
    mount(PhoneWidget, { type: 'phone', label: 'Телефон' }, '+7916', { env: { ...ENV, phoneActions: true } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no call link for others', () => {
    mount(PhoneWidget, { type: 'phone', label: 'Телефон' }, '+79161234567');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('money', () => {
  it('shows the sum space-grouped and emits a number', async () => {
    const changes = mount(MoneyWidget, { type: 'money', label: 'Первоначальный взнос' }, 250000 as number | null);
    expect(input('Первоначальный взнос').value.replace(/\s/g, ' ')).toBe('250 000');
    await userEvent.clear(input('Первоначальный взнос'));
    await userEvent.type(input('Первоначальный взнос'), '1500');
    expect(changes).toHaveBeenLastCalledWith(1500);
  });
});

describe('number', () => {
  it('reads a comma as a dot and keeps the given precision', async () => {
    const changes = mount(NumberWidget, { type: 'number', label: 'Ставка', attributes: { precision: 1 } }, null);
    await userEvent.type(input('Ставка'), '12,345');
    expect(changes).toHaveBeenLastCalledWith('12.3');
  });

  it('keeps 2 decimals when no precision is given', async () => {
    const changes = mount(NumberWidget, { type: 'number', label: 'Процент' }, null);
    await userEvent.type(input('Процент'), '13,019');
    expect(changes).toHaveBeenLastCalledWith('13.01');
  });
});

describe('checkbox', () => {
  it("sends '1' when checked and 'false' when not", async () => {
    const changes = mount(CheckboxWidget, { type: 'checkbox', label: 'Есть второе место работы' }, 'false', {
      label: false,
    });
    await userEvent.click(screen.getByLabelText('Есть второе место работы'));
    expect(changes).toHaveBeenLastCalledWith('1');
    await userEvent.click(screen.getByLabelText('Есть второе место работы'));
    expect(changes).toHaveBeenLastCalledWith('false');
  });
});

describe('choice', () => {
  const terms: FormField = {
    type: 'choice',
    label: 'Срок',
    choices: [
      { value: '60', label: '60' },
      { value: '12', label: '12' },
      { value: '24', label: '24' },
    ],
  };

  it('shows radio buttons with expanded, all-numeric keys in numeric order', async () => {
    const changes = mount(ChoiceWidget, { ...terms, attributes: { expanded: true } }, null as string | null);
    const labels = [...document.querySelectorAll('.form-choice-list__item label')].map((label) => label.textContent);
    expect(labels).toEqual(['12', '24', '60']);
    await userEvent.click(screen.getByLabelText('24'));
    expect(changes).toHaveBeenLastCalledWith('24');
  });

  it('shows checkboxes with expanded and multiple, and emits the list', async () => {
    const changes = mount(ChoiceWidget, { ...terms, attributes: { expanded: true, multiple: true } }, ['12'] as
      string[] | null);
    await userEvent.click(screen.getByLabelText('60'));
    expect(changes).toHaveBeenLastCalledWith(['12', '60']);
  });

  it('is a dropdown by default, showing the chosen label', () => {
    mount(ChoiceWidget, terms, '24' as string | null);
    expect(screen.getByText('24', { selector: '.p-dropdown-label' })).toBeTruthy();
  });
});

describe('date and birthDate', () => {
  it('is typed dd.MM.yyyy and sent yyyy-MM-dd', async () => {
    const changes = mount(DateWidget, { type: 'date', label: 'Дата выдачи' }, null as string | null);
    await userEvent.type(input('Дата выдачи'), '05072005');
    expect(input('Дата выдачи').value).toBe('05.07.2005');
    expect(changes).toHaveBeenLastCalledWith('2005-07-05');
  });

  it('shows a sent date as dd.MM.yyyy', () => {
    mount(DateWidget, { type: 'date', label: 'Дата выдачи' }, '2005-07-05' as string | null);
    expect(input('Дата выдачи').value).toBe('05.07.2005');
  });

  it("shows underwriters the age of a birth date: 'Полных N лет'", () => {
    const born = new Date();
    const iso = `${born.getFullYear() - 41}-01-01`;
    mount(DateWidget, { type: 'birthDate', label: 'Дата рождения' }, iso as string | null, {
      env: { ...ENV, underwriter: true },
    });
    expect(screen.getByText('Полных 41 год')).toBeTruthy();
  });

  it('shows no age to others', () => {
    mount(DateWidget, { type: 'birthDate', label: 'Дата рождения' }, '1985-01-01' as string | null);
    expect(screen.queryByText(/Полных/)).toBeNull();
  });
});

describe('hidden', () => {
  it('keeps its value without showing it', () => {
    const { container } = render(
      <HiddenWidget
        field={{ type: 'hidden', label: null }}
        name="dealId"
        id="dealId"
        value={100273}
        onChange={() => undefined}
        onBlur={() => undefined}
        inputRef={() => undefined}
        disabled={false}
        invalid={false}
        env={ENV}
      />,
    );
    const hidden = container.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect(hidden.value).toBe('100273');
  });
});
