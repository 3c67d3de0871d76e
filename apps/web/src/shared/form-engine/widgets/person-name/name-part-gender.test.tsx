import type { Form, PersonNameSuggestion } from '@autocredit/generated/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import type { FormEndpoint } from '../../api/form-endpoints';
import { mountServerForm } from '../../testing/mount-server-form';

const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const ANSWERS: Record<string, PersonNameSuggestion[]> = {
  Пет: [{ name: null, patronymic: null, surname: 'Петров', gender: 'male' }],
  Мар: [{ name: 'Мария', patronymic: null, surname: null, gender: 'female' }],
  Ива: [{ name: 'Иван', patronymic: null, surname: null, gender: 'male' }],
};
const PICKED: Record<string, string> = { Пет: 'Петров', Мар: 'Мария', Ива: 'Иван' };

beforeEach(() => {
  const fetchMock = vi.fn(async (request: Request) =>
    json({ result: ANSWERS[new URL(request.url).searchParams.get('query') ?? ''] ?? [] }),
  );
  configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch });
});

/** The GOZ wizard's client step in small: the name parts as fields of their own beside the gender choice. */
const clientStep: Form = {
  formName: 'client',
  current_step: '1',
  next_step: '2',
  steps: { '1': 'Клиент', '2': 'Паспорт и адреса' },
  errors: [],
  fields: {
    surName: { type: 'surName', label: 'Фамилия', value: null, rules: ['required'] },
    firstName: { type: 'firstName', label: 'Имя', value: null, rules: ['required'] },
    middleName: { type: 'middleName', label: 'Отчество', value: null },
    gender: {
      type: 'choice',
      label: 'Пол',
      value: null,
      rules: ['required'],
      attributes: { expanded: true },
      choices: [
        { value: 'man', label: 'Мужской' },
        { value: 'woman', label: 'Женский' },
      ],
    },
  },
};

function show() {
  const endpoint: FormEndpoint<null> = { source: 'task', id: 3, load: async () => ({ form: clientStep, extra: null }) };
  return mountServerForm(endpoint, ENV);
}

async function pick(label: string, query: string) {
  await userEvent.type(await screen.findByLabelText(label, { exact: false }), query);
  await userEvent.click(await screen.findByRole('option', { name: PICKED[query], hidden: true }));
}

describe('name fields beside a gender choice (the GOZ wizard: as the short form does)', () => {
  it("a male surname after a female name sets 'Мужской' and warns 'Гендеры не совпадают'", async () => {
    const shown = show();
    await pick('Имя', 'Мар');
    await waitFor(() => expect((screen.getByLabelText('Женский') as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByText('Гендеры не совпадают')).toBeNull();

    await pick('Фамилия', 'Пет');
    await waitFor(() => expect((screen.getByLabelText('Мужской') as HTMLInputElement).checked).toBe(true));
    expect(shown.form!.methods.getValues()).toMatchObject({ surName: 'Петров', firstName: 'Мария', gender: 'man' });
    expect(screen.getByText('Гендеры не совпадают')).toBeTruthy();
  });

  it('does not warn when the picked names agree, nor once a disagreeing part is typed over', async () => {
    show();
    await pick('Фамилия', 'Пет');
    await pick('Имя', 'Ива');
    expect(screen.queryByText('Гендеры не совпадают')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Имя', { exact: false }));
    await pick('Имя', 'Мар');
    expect(screen.getByText('Гендеры не совпадают')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Имя', { exact: false }), 'я');
    expect(screen.queryByText('Гендеры не совпадают')).toBeNull();
  });
});
