import type { Form } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import spec from '@autocredit/generated/openapi.json';
import type { FormEndpoint } from '../api/form-endpoints';
import { useServerForm } from '../hooks/use-server-form';
import { widgetRegistry } from '../widgets/registry';
import { ServerFormView } from './server-form-view';

const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

const form: Form = {
  formName: 'release',
  fields: {
    vin: { type: 'text', label: 'VIN', value: 'XTA', attributes: { changed: true }, rules: ['required'] },
    equipments: {
      type: 'collection',
      label: 'Дополнительное оборудование',
      attributes: { allow_add: true, allow_delete: true },
      children: {
        '0': {
          type: 'form',
          label: null,
          children: { name: { type: 'text', label: 'Наименование', value: 'Коврики' } },
        },
      },
    },
    account: {
      type: 'form',
      label: 'Реквизиты',
      children: { bik: { type: 'text', label: 'БИК', value: '044525225' } },
    },
  },
};

function show(
  env = ENV,
  hiddenFields?: ReadonlySet<string>,
  shown: Form = form,
  tabExtras?: (tab: string) => ReactNode,
) {
  const endpoint: FormEndpoint<null> = {
    source: 'task',
    id: 1,
    load: vi.fn(async () => ({ form: shown, extra: null })),
    post: vi.fn(),
  };
  function Harness() {
    return (
      <ServerFormView form={useServerForm({ endpoint })} env={env} hiddenFields={hiddenFields} tabExtras={tabExtras} />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ServerFormView', () => {
  it('has a widget for every field type of the contract', () => {
    const types = (spec as { components: { schemas: { FormFieldType: { enum: string[] } } } }).components.schemas
      .FormFieldType.enum;
    expect(Object.keys(widgetRegistry).sort()).toEqual([...types].sort());
  });

  it('labels every field, marks the required ones, titles the groups', async () => {
    show();
    expect(await screen.findByLabelText(/VIN/)).toBeTruthy();
    expect(screen.getByText('Реквизиты', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByLabelText('БИК')).toHaveProperty('value', '044525225');
    expect(document.querySelector('[data-field="release-vin"] .form-field__required')).not.toBeNull();
  });

  it('highlights changed fields only when told to (underwriters outside the deal view)', async () => {
    show();
    await screen.findByLabelText(/VIN/);
    expect(document.querySelector('.form-field--changed')).toBeNull();
  });

  it('highlights a changed field for underwriters', async () => {
    show({ ...ENV, underwriter: true, showChanged: true });
    await screen.findByLabelText(/VIN/);
    expect(document.querySelector('[data-field="release-vin"]')?.classList.contains('form-field--changed')).toBe(true);
    expect(screen.getByText('Изменено')).toBeTruthy();
  });

  it('adds an empty entry to a collection and deletes entries, never the last one', async () => {
    show();
    await screen.findByLabelText('Наименование');
    expect(screen.getByRole('button', { name: 'Удалить' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    const names = () => screen.getAllByLabelText('Наименование') as HTMLInputElement[];
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['Коврики', '']));
    const deletes = screen.getAllByRole('button', { name: 'Удалить' });
    expect(deletes.every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    await userEvent.click(deletes[0]!);
    await waitFor(() => expect(names().map((input) => input.value)).toEqual(['']));
  });

  it('leaves out the fields the page draws itself', async () => {
    show(ENV, new Set(['vin', 'equipments']));
    expect(await screen.findByLabelText('БИК')).toBeTruthy();
    expect(screen.queryByLabelText(/VIN/)).toBeNull();
    expect(screen.queryByLabelText('Наименование')).toBeNull();
  });

  it("gives a deal with only a borrower the borrower's tab, with what the page adds to a person's tab", async () => {
    const borrowerOnly: Form = {
      formName: 'client',
      fields: {
        client: {
          type: 'form',
          label: 'Заемщик',
          children: { surName: { type: 'surName', label: 'Фамилия', value: 'Кузнецов' } },
        },
      },
    };
    show(ENV, undefined, borrowerOnly, (tab) => <button type="button">{`Действия: ${tab}`}</button>);
    expect(await screen.findByRole('tab', { name: 'Заемщик' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Действия: client' })).toBeTruthy();
    expect(screen.getByLabelText('Фамилия')).toHaveProperty('value', 'Кузнецов');
  });

  it('makes every field read-only in a read-only form, and hides the list actions', async () => {
    show({ ...ENV, readOnly: true });
    expect(await screen.findByLabelText(/VIN/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('БИК')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });
});
