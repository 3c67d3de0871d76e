import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonNameSuggestion } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { mountWidget } from '../../testing/mount-widget';
import type { FormEnvironment } from '../widget-types';
import { FioAndGenderWidget } from './fio-and-gender-widget';
import { EMPTY_FIO_AND_GENDER, type FioAndGender } from './person-name-model';

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

/** The suggestions of each query. */
const ANSWERS: Record<string, PersonNameSuggestion[]> = {
  Бон: [{ name: null, patronymic: null, surname: 'Бондаренко', gender: 'unknown' }],
  Ива: [{ name: null, patronymic: null, surname: 'Иванова', gender: 'female' }],
  Пет: [{ name: 'Петр', patronymic: null, surname: null, gender: 'male' }],
  Ман: [{ name: 'Мария', patronymic: null, surname: null, gender: 'female' }],
};

beforeEach(() => {
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    return json({ result: ANSWERS[url.searchParams.get('query') ?? ''] ?? [] });
  });
  configureApi({ apiBaseUrl: 'http://api.test', mercureHubUrl: '' }, { fetch: fetchMock as typeof fetch });
});

function renderFio(initial: FioAndGender = EMPTY_FIO_AND_GENDER) {
  return mountWidget(
    FioAndGenderWidget,
    { type: 'fioAndGender', label: 'ФИО', attributes: { ucfirst: true } },
    initial,
    { env, id: 'fio', name: 'person', label: false },
  );
}

/** The suggestion each query gives, by its text (a panel closing after an earlier pick may still be in the DOM). */
const PICKED: Record<string, string> = { Бон: 'Бондаренко', Ива: 'Иванова', Пет: 'Петр', Ман: 'Мария' };

async function pick(label: string, query: string) {
  await userEvent.type(screen.getByLabelText(label), query);
  const option = await screen.findByRole('option', { name: PICKED[query], hidden: true });
  await userEvent.click(option);
}

describe('the fio-and-gender field', () => {
  it('shows the three name parts and the gender choice', () => {
    renderFio({ surName: 'Иванов', firstName: 'Иван', middleName: '', gender: 'man' });
    expect((screen.getByLabelText('Фамилия') as HTMLInputElement).value).toBe('Иванов');
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Иван');
    expect((screen.getByLabelText('Мужской') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Женский') as HTMLInputElement).checked).toBe(false);
  });

  it('a picked female suggestion sets the part and the gender woman', async () => {
    const onChange = renderFio();
    await pick('Фамилия', 'Ива');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FIO_AND_GENDER, surName: 'Иванова', gender: 'woman' });
  });

  it('a suggestion of unknown gender leaves the gender as it was', async () => {
    const onChange = renderFio({ ...EMPTY_FIO_AND_GENDER, gender: 'man' });
    await pick('Фамилия', 'Бон');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FIO_AND_GENDER, surName: 'Бондаренко', gender: 'man' });
  });

  it('the gender radio buttons set man or woman', async () => {
    const onChange = renderFio();
    await userEvent.click(screen.getByLabelText('Женский'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FIO_AND_GENDER, gender: 'woman' });
  });

  it("warns 'Гендеры не совпадают' when the picked parts imply different genders", async () => {
    renderFio();
    await pick('Фамилия', 'Ива');
    await pick('Имя', 'Пет');
    expect(screen.getByText('Гендеры не совпадают')).toBeTruthy();
  });

  it('does not warn when the picked parts agree', async () => {
    renderFio();
    await pick('Фамилия', 'Ива');
    await pick('Имя', 'Ман');
    expect(screen.queryByText('Гендеры не совпадают')).toBeNull();
  });
});
