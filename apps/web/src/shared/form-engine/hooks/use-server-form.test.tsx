import type { Form, FormSubmission } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import type { FormEndpoint, PostAnswer, PostQuery } from '../api/form-endpoints';
import { ServerFormView } from '../components/server-form-view';
import { readDraft, setDraftOwner } from '../model/drafts';
import { useServerForm, type SaveOutcome } from './use-server-form';

const ENV = {
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
};

function clientForm(overrides: Partial<Form> = {}): Form {
  return {
    formName: 'client',
    steps: { '1': 'Клиент', '2': 'Паспорт' },
    current_step: '1',
    next_step: '2',
    errors: [],
    fields: {
      surName: { type: 'text', label: 'Фамилия', value: 'Иванов', rules: ['required'] },
      bornPlace: { type: 'text', label: 'Место рождения', value: null, rules: ['required'] },
      salary: { type: 'money', label: 'Доход', value: null },
      maritalStatus: {
        type: 'choice',
        label: 'Семейное положение',
        value: '1',
        dependence: true,
        choices: [
          { value: '1', label: 'Холост' },
          { value: '2', label: 'Женат' },
        ],
      },
      city: { type: 'text', label: 'Город', value: '', dependence: true },
    },
    ...overrides,
  };
}

type Post = (query: PostQuery, body: FormSubmission) => Promise<PostAnswer>;

function endpointOf(forms: Record<string, Form>, post: Post): FormEndpoint<null> & { load: ReturnType<typeof vi.fn> } {
  const load = vi.fn(async ({ step }: { step?: string }) => ({ form: forms[step ?? '1']!, extra: null }));
  return { source: 'task', id: 7, load, post: vi.fn(post) };
}

let outcomes: SaveOutcome[] = [];
let location = '';

function Harness({ endpoint }: { endpoint: FormEndpoint<null> }) {
  const form = useServerForm({ endpoint });
  location = useLocation().search;
  return (
    <>
      <ServerFormView form={form} env={ENV} />
      <p data-testid="common">{form.commonErrors.join('|')}</p>
      <button type="button" onClick={() => void form.save().then((o) => outcomes.push(o))}>
        Сохранить
      </button>
      <button type="button" onClick={() => void form.press('btnConfirm').then((o) => outcomes.push(o))}>
        Подтвердить
      </button>
      <button
        type="button"
        onClick={() =>
          void form.press('btnFinal', { values: { reasons: ['R12'], salary: 5 } }).then((o) => outcomes.push(o))
        }
      >
        Решение
      </button>
      <button type="button" onClick={() => form.goToStep('2')}>
        Шаг 2
      </button>
    </>
  );
}

function show(endpoint: FormEndpoint<null>, url = '/task-goz/7?step=1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Harness endpoint={endpoint} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const saved = (form: Form): Promise<PostAnswer> => Promise.resolve({ ok: true, result: { form } });

beforeEach(() => {
  sessionStorage.clear();
  setDraftOwner('u');
  outcomes = [];
});
afterEach(() => cleanup());

describe('useServerForm', () => {
  it('loads the step of the URL and shows its values', async () => {
    const endpoint = endpointOf({ '1': clientForm() }, () => saved(clientForm()));
    show(endpoint);
    expect(await screen.findByLabelText(/Фамилия/)).toHaveProperty('value', 'Иванов');
    expect(endpoint.load).toHaveBeenCalledWith({ step: '1', variant: undefined }, expect.anything());
  });

  it('checks required fields before a save: the first error is focused, nothing is posted, typing clears it', async () => {
    const user = userEvent.setup();
    const endpoint = endpointOf({ '1': clientForm() }, () => saved(clientForm()));
    show(endpoint);
    await screen.findByLabelText(/Место рождения/);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Это поле обязательно для заполнения')).toBeTruthy();
    expect(endpoint.post).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Место рождения/)));
    await user.type(screen.getByLabelText(/Место рождения/), 'г');
    await waitFor(() => expect(screen.queryByText('Это поле обязательно для заполнения')).toBeNull());
  });

  it('posts {formName: values} with money as a number (0 when empty), and forgets the draft once saved', async () => {
    const user = userEvent.setup();
    const endpoint = endpointOf({ '1': clientForm() }, () => saved(clientForm({ current_step: '2' })));
    show(endpoint);
    await user.type(await screen.findByLabelText(/Место рождения/), 'г. Сочи');
    await waitFor(() => expect(readDraft('task:7:step:1')).toMatchObject({ bornPlace: 'г. Сочи' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(outcomes[0]?.kind).toBe('saved'));
    expect(endpoint.post).toHaveBeenCalledWith(
      { step: '1', variant: undefined },
      { client: { surName: 'Иванов', bornPlace: 'г. Сочи', salary: 0, maritalStatus: '1', city: '' } },
    );
    expect(readDraft('task:7:step:1')).toBeNull();
  });

  it('puts the server errors on their fields, focuses the first, shows the common ones, keeps what was typed', async () => {
    const user = userEvent.setup();
    const refused = clientForm({ errors: ['Данные не сохранены'] });
    refused.fields.surName!.errors = ['Фамилия указана неверно'];
    const endpoint = endpointOf({ '1': clientForm() }, () =>
      Promise.resolve({ ok: false, status: 400, result: { form: refused } }),
    );
    show(endpoint);
    const born = await screen.findByLabelText(/Место рождения/);
    await user.type(born, 'г. Тула');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Фамилия указана неверно')).toBeTruthy();
    expect(screen.getByTestId('common').textContent).toBe('Данные не сохранены');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Фамилия/)));
    expect(screen.getByLabelText(/Место рождения/)).toHaveProperty('value', 'г. Тула');
    expect(outcomes).toEqual([{ kind: 'invalid' }]);
    expect(readDraft('task:7:step:1')).toMatchObject({ bornPlace: 'г. Тула' });
  });

  it('posts a button with its flag, and drops the flag when that post fails', async () => {
    const user = userEvent.setup();
    const bodies: FormSubmission[] = [];
    let fail = true;
    const endpoint = endpointOf({ '1': clientForm() }, (_query, body) => {
      bodies.push(body);
      if (fail) {
        fail = false;
        return Promise.reject(new ApiError(500, {}));
      }
      return saved(clientForm());
    });
    show(endpoint);
    await user.type(await screen.findByLabelText(/Место рождения/), 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(outcomes[0]?.kind).toBe('failed'));
    expect(bodies[0]).toMatchObject({ client: { btnConfirm: 1 } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(outcomes[1]?.kind).toBe('saved'));
    expect(bodies[1]!.client).not.toHaveProperty('btnConfirm');
  });

  it('posts the values given with a button over the form’s, and keeps neither them nor the flag after a failure', async () => {
    const user = userEvent.setup();
    const bodies: FormSubmission[] = [];
    let fail = true;
    const endpoint = endpointOf({ '1': clientForm() }, (_query, body) => {
      bodies.push(body);
      if (fail) {
        fail = false;
        return Promise.reject(new ApiError(500, {}));
      }
      return saved(clientForm());
    });
    show(endpoint);
    await user.type(await screen.findByLabelText(/Место рождения/), 'Тверь');
    await user.click(screen.getByRole('button', { name: 'Решение' }));
    await waitFor(() => expect(outcomes[0]?.kind).toBe('failed'));
    expect(bodies[0]).toEqual({
      client: expect.objectContaining({
        surName: 'Иванов',
        bornPlace: 'Тверь',
        salary: 5,
        reasons: ['R12'],
        btnFinal: 1,
      }),
    });
    expect(readDraft('task:7:step:1')).not.toHaveProperty('reasons');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(outcomes[1]?.kind).toBe('saved'));
    expect(bodies[1]!.client).not.toHaveProperty('reasons');
    expect(bodies[1]!.client).not.toHaveProperty('btnFinal');
    expect(bodies[1]!.client).toMatchObject({ salary: 0, bornPlace: 'Тверь' });
  });

  it('asks for reload=true when a dependent text is left after a change, and shows the recalculated form', async () => {
    const user = userEvent.setup();
    const recalculated = clientForm();
    recalculated.fields.salary!.value = 99000;
    const endpoint = endpointOf({ '1': clientForm() }, () => saved(recalculated));
    show(endpoint);
    await screen.findByLabelText(/Город/);
    await user.type(screen.getByLabelText(/Город/), 'Тула');
    expect(endpoint.post).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(endpoint.post).toHaveBeenCalledTimes(1));
    expect(endpoint.post).toHaveBeenLastCalledWith(
      { step: '1', variant: undefined, reload: true },
      expect.objectContaining({ client: expect.objectContaining({ city: 'Тула' }) }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Доход/)).toHaveProperty('value', expect.stringMatching(/^99\s000$/)),
    );
  });

  it('brings back unsaved values after the page is opened again', async () => {
    const user = userEvent.setup();
    const endpoint = endpointOf({ '1': clientForm() }, () => saved(clientForm()));
    const first = show(endpoint);
    await user.type(await screen.findByLabelText(/Место рождения/), 'Казань');
    await waitFor(() => expect(readDraft('task:7:step:1')).toMatchObject({ bornPlace: 'Казань' }));
    first.unmount();
    show(endpoint);
    await waitFor(() => expect(screen.getByLabelText(/Место рождения/)).toHaveProperty('value', 'Казань'));
  });

  it('keeps the step in the URL and opens another step', async () => {
    const user = userEvent.setup();
    const passport = clientForm({
      formName: 'passport',
      current_step: '2',
      next_step: null,
      fields: { series: { type: 'text', label: 'Серия', value: '4520', attributes: { mask: '9999' } } },
    });
    const endpoint = endpointOf({ '1': clientForm(), '2': passport }, () => saved(clientForm()));
    show(endpoint);
    await screen.findByLabelText(/Фамилия/);
    await user.click(screen.getByRole('button', { name: 'Шаг 2' }));
    expect(await screen.findByLabelText(/Серия/)).toHaveProperty('value', '4520');
    expect(location).toBe('?step=2');
  });

  it('validates tab by tab: the tab with the first error is shown', async () => {
    const user = userEvent.setup();
    const people = clientForm({
      fields: {
        client: {
          type: 'form',
          label: 'Заемщик',
          children: { a: { type: 'text', label: 'Имя заемщика', value: 'Иван' } },
        },
        spouse: {
          type: 'form',
          label: 'Супруг(а)',
          children: { b: { type: 'text', label: 'Имя супруги', value: '', rules: ['required'] } },
        },
      },
    });
    const endpoint = endpointOf({ '1': people }, () => saved(people));
    show(endpoint);
    await screen.findByRole('tab', { name: 'Заемщик' });
    await act(() => user.click(screen.getByRole('button', { name: 'Сохранить' })));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Супруг(а)' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(endpoint.post).not.toHaveBeenCalled();
  });

  it('keeps what is typed while a reload is on its way', async () => {
    const user = userEvent.setup();
    let answer: (value: PostAnswer) => void = () => undefined;
    const endpoint = endpointOf({ '1': clientForm() }, () => new Promise<PostAnswer>((resolve) => (answer = resolve)));
    show(endpoint);
    await user.type(await screen.findByLabelText(/Город/), 'Тула');
    await user.tab();
    await waitFor(() => expect(endpoint.post).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText(/Место рождения/), 'Тверь');
    const recalculated = clientForm();
    recalculated.fields.city!.value = 'Тула';
    recalculated.fields.salary!.value = 50000;
    await act(async () => answer({ ok: true, result: { form: recalculated } }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Доход/)).toHaveProperty('value', expect.stringMatching(/^50\s000$/)),
    );
    expect(screen.getByLabelText(/Место рождения/)).toHaveProperty('value', 'Тверь');
  });
});
