import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormField, FormFieldType, PersonNameSuggestion } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import type { FormEnvironment } from '../widget-types';
import { NamePartWidget } from './name-part-widget';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const env: FormEnvironment = {
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
  requestReload: () => {},
};

const SUGGESTIONS: PersonNameSuggestion[] = [
  { name: null, patronymic: null, surname: 'Иванов', gender: 'male' },
  { name: 'Иван', patronymic: null, surname: null, gender: 'male' },
  { name: null, patronymic: null, surname: 'Иванова', gender: 'female' },
];

let queries: string[] = [];

function backend() {
  queries = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/suggest/get-fio') {
      queries.push(url.searchParams.get('query') ?? '');
      return json({ result: SUGGESTIONS });
    }
    return json({ result: 'Не найдено' }, 404);
  });
  configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch });
}

function renderPart(type: FormFieldType, attributes: FormField['attributes'] = {}, initial = '') {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <NamePartWidget
        field={{ type, label: 'Фамилия', attributes }}
        name={type}
        id="part"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        onBlur={onBlur}
        inputRef={() => {}}
        disabled={false}
        invalid={false}
        env={env}
      />
    );
  }
  render(<Host />);
  return { input: screen.getByRole('combobox') as HTMLInputElement, onChange, onBlur };
}

describe('a name part field', () => {
  beforeEach(backend);

  it('with ucfirst capitalises the first letter and lowercases the rest while typing', async () => {
    const { input, onChange } = renderPart('surName', { ucfirst: true });
    await userEvent.type(input, 'иВАН');
    expect(input.value).toBe('Иван');
    expect(onChange).toHaveBeenLastCalledWith('Иван');
  });

  it('without ucfirst keeps what is typed, and capitalises it when left', async () => {
    const { input, onChange, onBlur } = renderPart('surName');
    await userEvent.type(input, 'петров-Водкин');
    expect(input.value).toBe('петров-Водкин');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('Петров-Водкин');
    expect(onBlur).toHaveBeenCalled();
  });

  it("asks for suggestions from 3 characters only ('Введите не менее трех символов' before)", async () => {
    const { input } = renderPart('surName');
    await userEvent.type(input, 'Ив');
    expect(await screen.findByText('Введите не менее трех символов')).toBeTruthy();
    expect(queries).toEqual([]);
    await userEvent.type(input, 'а');
    await waitFor(() => expect(queries).toEqual(['Ива']));
  });

  it('shows no list over the next field when the input is left before its suggestions come', async () => {
    const { input } = renderPart('surName');
    await userEvent.type(input, 'Ива');
    fireEvent.blur(input);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Иванова')).toBeNull();
    expect(queries).toEqual([]);
  });

  it('lists the suggestions by the field’s part and takes the picked one', async () => {
    const { input, onChange } = renderPart('surName');
    await userEvent.type(input, 'Ива');
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Иванов', 'Иванова']);
    await userEvent.click(options[1]!);
    expect(onChange).toHaveBeenLastCalledWith('Иванова');
  });

  it('a first-name field shows the first names', async () => {
    const { input } = renderPart('firstName');
    await userEvent.type(input, 'Ива');
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Иван']);
  });
});
