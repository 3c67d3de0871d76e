import type { Form, FormField, FormSubmission } from '@autocredit/generated/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormEndpoint, PostAnswer, PostQuery } from '../../api/form-endpoints';
import type { ServerForm } from '../../hooks/use-server-form';
import { mountServerForm } from '../../testing/mount-server-form';
import { entryFields, isBlankEntry } from './collection-rules';

const ENV = {
  dealId: 100245,
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: false,
};

const equipment = (name: string | null, cost: number | null): FormField => ({
  type: 'form',
  label: null,
  children: {
    name: { type: 'text', label: 'Наименование', value: name, rules: ['required'] },
    cost: { type: 'money', label: 'Стоимость', value: cost, rules: ['required'] },
    isNotStandard: { type: 'checkbox', label: 'Нестандартное оборудование', value: 'false' },
  },
});

const service = (code: string, name: string, active: boolean): FormField => ({
  type: 'form',
  label: null,
  children: {
    code: { type: 'hidden', label: 'code', value: code, attributes: { readonly: true } },
    active: { type: 'checkbox', label: 'Подключена', value: active ? '1' : 'false', dependence: true },
    name: { type: 'text', label: 'Услуга', value: name, attributes: { readonly: true } },
    cost: { type: 'money', label: `Стоимость: ${name}`, value: 85000 },
    ...(active && { cancel: { type: 'cancelServiceBtn', label: `Отказаться: ${name}`, value: code } }),
  },
});

function releaseForm(equipments: FormField[], active: [boolean, boolean] = [true, false]): Form {
  return {
    formName: 'decision',
    fields: {
      equipments: {
        type: 'collection',
        label: 'Дополнительное оборудование',
        attributes: { allow_add: true, allow_delete: true },
        children: Object.fromEntries(equipments.map((e, i) => [String(i), e])),
      },
      services: {
        type: 'collection',
        label: 'Услуги',
        children: {
          '0': service('lifeInsurance', 'Жизнь', active[0]),
          '1': service('kasko', 'КАСКО', active[1]),
        },
      },
    },
  };
}

let shown: { form?: ServerForm<null> } = {};
let posts: Array<{ query: PostQuery; body: FormSubmission }> = [];

function show(form: Form, answer: (body: FormSubmission) => Form = () => form) {
  const endpoint: FormEndpoint<null> = {
    source: 'task',
    id: 7,
    load: vi.fn(async () => ({ form, extra: null })),
    post: vi.fn(async (query: PostQuery, body: FormSubmission): Promise<PostAnswer> => {
      posts.push({ query, body });
      return { ok: true, result: { form: answer(body) } };
    }),
  };
  shown = mountServerForm(endpoint, ENV);
}

const group = (name: string) => screen.getByRole('group', { name });
const posted = (index = posts.length - 1) => (posts[index]?.body as { decision: Record<string, unknown> }).decision;

beforeEach(() => {
  sessionStorage.clear();
  posts = [];
  shown = {};
});
afterEach(cleanup);

describe('the collection widget', () => {
  it('disables the fields of a service that is off, the flag itself excepted; switching it on enables them', async () => {
    // The flag asks for the recalculation: the server answers with the flags as posted.
    show(releaseForm([equipment('Сигнализация', 45000)]), (body) => {
      const services = (body as { decision: { services: Array<{ active: string }> } }).decision.services;
      return releaseForm(
        [equipment('Сигнализация', 45000)],
        [services[0]?.active === '1', services[1]?.active === '1'],
      );
    });
    expect(await screen.findByLabelText('Стоимость: КАСКО')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Стоимость: Жизнь')).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Отказаться: Жизнь' })).toHaveProperty('disabled', false);
    const flags = within(group('Услуги')).getAllByLabelText('Подключена');
    expect(flags.map((flag) => (flag as HTMLInputElement).disabled)).toEqual([false, false]);
    await userEvent.click(flags[1]!);
    await waitFor(() => expect(screen.getByLabelText('Стоимость: КАСКО')).toHaveProperty('disabled', false));
    expect(posts.map((p) => p.query.reload)).toEqual([true]);
    await userEvent.click(within(group('Услуги')).getAllByLabelText('Подключена')[0]!);
    await waitFor(() => expect(screen.getByLabelText('Стоимость: Жизнь')).toHaveProperty('disabled', true));
  });

  it('never deletes the last entry; empties it, and an empty entry asks for nothing (the save posts it blank)', async () => {
    show(releaseForm([equipment('Сигнализация', 45000)]));
    const list = await screen.findByRole('group', { name: 'Дополнительное оборудование' });
    expect(within(list).getByRole('button', { name: 'Удалить' })).toHaveProperty('disabled', true);
    expect(list.querySelectorAll('.form-field__required')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Очистить' }));
    await waitFor(() => expect(within(list).getByLabelText(/^Наименование/)).toHaveProperty('value', ''));
    expect(list.querySelectorAll('.form-field__required')).toHaveLength(0);
    await expect(shown.form!.save()).resolves.toMatchObject({ kind: 'saved' });
    expect(posted().equipments).toEqual([{ name: null, cost: 0, isNotStandard: null }]);
  });

  it('asks again for the fields of an entry once something is typed in it', async () => {
    show(releaseForm([equipment(null, null)]));
    const list = await screen.findByRole('group', { name: 'Дополнительное оборудование' });
    expect(list.querySelectorAll('.form-field__required')).toHaveLength(0);
    await userEvent.type(within(list).getByLabelText(/^Наименование/), 'Коврики');
    await waitFor(() => expect(list.querySelectorAll('.form-field__required')).toHaveLength(2));
    await expect(shown.form!.save()).resolves.toEqual({ kind: 'invalid' });
    expect(await within(list).findByText('Это поле обязательно для заполнения')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('adds an empty entry; deletes any entry while more than one is left', async () => {
    show(releaseForm([equipment('Сигнализация', 45000)]));
    const list = await screen.findByRole('group', { name: 'Дополнительное оборудование' });
    await userEvent.click(within(list).getByRole('button', { name: 'Добавить' }));
    const names = () => within(list).getAllByLabelText(/^Наименование/) as HTMLInputElement[];
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Сигнализация', '']));
    const deletes = within(list).getAllByRole('button', { name: 'Удалить' }) as HTMLButtonElement[];
    expect(deletes.map((button) => button.disabled)).toEqual([false, false]);
    await userEvent.click(deletes[0]!);
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['']));
    expect(posts).toEqual([]);
  });

  it('adds to an empty list through the server: the form is recalculated with an empty entry, which it draws', async () => {
    show(releaseForm([]), (body) => {
      const count = ((body as { decision: { equipments: unknown[] } }).decision.equipments ?? []).length;
      return releaseForm(Array.from({ length: count }, () => equipment(null, null)));
    });
    const list = await screen.findByRole('group', { name: 'Дополнительное оборудование' });
    expect(within(list).queryByLabelText(/^Наименование/)).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Добавить' }));
    expect(await within(list).findByLabelText(/^Наименование/)).toHaveProperty('value', '');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.query).toMatchObject({ reload: true });
    expect(posted(0).equipments).toEqual([{}]);
  });
});

describe('the rules of an entry', () => {
  it('a blank entry holds nothing but empty text, 0, unchecked flags or empty lists', () => {
    expect(isBlankEntry({ name: ' ', cost: 0, flag: 'false', other: null, files: [], nested: { a: '' } })).toBe(true);
    expect(isBlankEntry({ name: 'Коврики', cost: 0 })).toBe(false);
    expect(isBlankEntry({ flag: '1' })).toBe(false);
    expect(isBlankEntry({ cost: 5 })).toBe(false);
  });

  it('only a list whose entries may be deleted lets a blank entry go without its rules', () => {
    const entry = equipment(null, null);
    expect(entryFields(entry, { name: '' }, { deletable: false }).name?.rules).toEqual(['required']);
    expect(entryFields(entry, { name: '' }, { deletable: true }).name?.rules).toEqual([]);
    expect(entryFields(entry, { name: 'Коврики' }, { deletable: true })).toBe(entry.children);
  });
});
