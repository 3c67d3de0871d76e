import type { Form, User } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { taskFormEndpoint, useServerForm } from '@/shared/form-engine';
import { sessionStore } from '@/shared/session/session-store';
import { TASK_ROLES, type TaskRoute } from './roles';
import { TaskStepView } from './task-step-view';

const TASK = 731470;
const DEAL = 100280;
const COLLECTION = 90280;
const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: true, readOnly: false };
const NO_FEE = { before: null, after: null, fee: undefined };

const doc = (group: string) => ({
  type: 'commonAsyncDocument' as const,
  label: 'Кредитный договор',
  value: [],
  attributes: { documentCode: 'loanAgreement', documentGroup: group, limit: 25, config: 'default' },
});

const form = (formName: string, step: string, fields: Form['fields'] = {}): Form => ({
  formName,
  steps: { [step]: 'Шаг' },
  current_step: step,
  next_step: null,
  errors: [],
  fields,
});

const user = (roles: User['roles'], privileges: User['allPrivileges'] = []): User =>
  ({
    id: 5,
    username: 'u',
    fio: 'Морозов Игорь Петрович',
    roles,
    allPrivileges: privileges,
    isSwitched: false,
  }) as User;

function Harness({ route, who }: { route: TaskRoute; who: User }) {
  const endpoint = useMemo(() => taskFormEndpoint(TASK), []);
  const shown = useServerForm({ endpoint });
  if (!shown.form) return <p>Загрузка</p>;
  return (
    <TaskStepView
      role={TASK_ROLES[route]}
      taskId={TASK}
      dealId={DEAL}
      collectionId={COLLECTION}
      form={shown}
      env={ENV}
      user={who}
      fee={NO_FEE}
      afterSave={() => undefined}
      onClosed={() => undefined}
    />
  );
}

function show(route: TaskRoute, step: Form, who: User) {
  fakeApi({
    [`GET /api/task/${TASK}`]: answer({ result: { task: { id: TASK }, form: step } }),
    [`GET /api/document/list/${COLLECTION}`]: answer({
      result: {
        accountSign: [
          {
            id: 501,
            code: 'loanAgreement',
            name: 'Кредитный договор',
            limit: 25,
            verifiable: true,
            files: [{ id: 9001, name: 'Кредитный_договор.pdf', path: '/api/file/get/9001', type: 'default' }],
          },
        ],
      },
    }),
  });
  const router = createMemoryRouter([{ path: '/t', element: <Harness route={route} who={who} /> }], {
    initialEntries: ['/t'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(cleanup);

describe('the screen of a task step', () => {
  it("gives the release manager's documents the documents screen with verification and no deletion", async () => {
    show(
      'task-release-manager',
      form('documents', 'documents', { loanAgreement: doc('accountSign') }),
      user(['ROLE_RELEASE_MANAGER']),
    );
    expect(await screen.findByRole('button', { name: /^Верно: / })).toBeTruthy();
    expect(screen.getByText('Кредитный_договор.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });

  it("gives the credit inspector's documents the documents screen without verification", async () => {
    show(
      'task-credit-inspector',
      form('form', 'documents', { loanAgreement: doc('accountSign') }),
      user(['ROLE_CREDIT_INSPECTOR']),
    );
    expect(await screen.findByText('Кредитный_договор.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Верно: / })).toBeNull();
  });

  it("gives the checkers' documents the account-documents panel", async () => {
    show(
      'tacheck-ci',
      form('accountDocuments', 'accountDocuments', { loanAgreement: doc('accountSign') }),
      user(['ROLE_CREDIT_INSPECTOR']),
    );
    expect(await screen.findByText('Документы необходимые для оформления клиентом')).toBeTruthy();
    expect(screen.getByText('Документы оформленные клиентом')).toBeTruthy();
  });

  it("gives the credit inspector's signing the account-documents panel too", async () => {
    show(
      'task-credit-inspector',
      form('sign_documents', 'accountDocuments', { loanAgreement: doc('accountSign') }),
      user(['ROLE_CREDIT_INSPECTOR']),
    );
    expect(await screen.findByText('Документы оформленные клиентом')).toBeTruthy();
  });

  it("shows a failed process's error form whatever the step", async () => {
    show(
      'task-credit-inspector',
      form('notify_about_error', 'error', { message: { type: 'hidden', label: null, value: 'Сбой АБС' } }),
      user(['ROLE_CREDIT_INSPECTOR']),
    );
    expect(await screen.findByText('Произошла ошибка!')).toBeTruthy();
  });

  it("gives the GOZ wizard's state-support step its notice and 'Продолжить без субсидии'", async () => {
    show(
      'task-goz',
      form('stateSupport', '6', {
        stateSupport: {
          type: 'choice',
          label: 'Программа',
          value: null,
          choices: [
            { value: 'none', label: 'Продолжить без субсидии' },
            { value: 'first_car', label: 'Первый автомобиль' },
          ],
          attributes: { expanded: true },
        },
      }),
      user(['ROLE_GOZ']),
    );
    expect(await screen.findByRole('button', { name: /Продолжить без субсидии/ })).toBeTruthy();
  });

  it("keeps the server's form for a plain step", async () => {
    show(
      'task-goz-checker',
      form('members', 'members', { bornPlace: { type: 'text', label: 'Место рождения', value: 'г. Сочи' } }),
      user(['ROLE_GOZ_CHIEF']),
    );
    expect(((await screen.findByLabelText('Место рождения')) as HTMLInputElement).value).toBe('г. Сочи');
  });
});
