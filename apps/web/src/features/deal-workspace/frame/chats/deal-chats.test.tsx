import type { DealHolderContacts } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { DealChats } from './deal-chats';

const DEAL = 100245;
const CONTACTS: DealHolderContacts = {
  client: {
    name: 'Иванов Иван Иванович',
    contacts: [
      { id: 5012, type: 'mobilePhone', value: '+79161234567' },
      { id: 5013, type: 'email', value: 'ivanov.ii@mail.ru' },
    ],
  },
  spouse: null,
  thirdFace: null,
  employer: {
    name: 'ООО «Ромашка»',
    contacts: [
      { id: 5020, phoneTypeTitle: 'Рабочий телефон', value: '+74957654321', contactType: 'workPhone' },
      { id: 5021, value: 'https://romashka.ru', contactType: 'clientWorkSite' },
    ],
  },
};

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => cleanup());

describe("the page's 'Чаты'", () => {
  it("lists the phones of the deal's people and employer (not e-mails or sites); a phone opens its call chat", async () => {
    fakeApi({
      'GET /api/user/': answer({
        result: { id: 6, username: 'underwriter', fio: 'С', roles: ['ROLE_UNDERWRITER'], allPrivileges: [] },
      }),
      [`GET /api/autocredit/contacts/${DEAL}`]: answer({ result: CONTACTS }),
      'GET /api/pbx/user-contacts': answer({ result: [{ id: 31, value: '+74951234567', isDefault: true }] }),
      'POST /api/pbx/show/5020': answer({ result: [] }),
      [`GET /api/comment/get/${DEAL}/underwriter/employerContact/5020`]: answer({ result: [] }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DealChats dealId={DEAL} username="underwriter" canDownload={false} canComment />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Чаты' }));
    const drawer = await screen.findByTestId('deal-chats');
    expect(await within(drawer).findByRole('button', { name: /\+79161234567/ })).toBeTruthy();
    expect(drawer.textContent).not.toContain('ivanov.ii@mail.ru');
    expect(drawer.textContent).not.toContain('https://romashka.ru');
    await userEvent.click(within(drawer).getByRole('button', { name: /\+74957654321/ }));
    expect((await screen.findByTestId('call-chat')).textContent).toContain('Работодатель: +74957654321');
  });
});
