import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeCall } from '@/shared/api/testing/fake-api';
import { toast } from '@/shared/ui/toast';
import { PersonSearches } from './person-searches';

const DEAL = 100273;
const LINK = `GET /api/autocredit/get-link-fssp/${DEAL}`;
const INN = 'POST /api/person/50253/inn/load';
/** What the server answers per person type: the stub's URL shape, but any URL is taken as it comes. */
const SERVER_LINKS: Record<string, string> = {
  client:
    'https://fssp.gov.ru/iss/ip?is%5Bvariant%5D=1&is%5Blast_name%5D=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0',
  spouse: 'https://fssp.gov.ru/iss/ip?is%5Bvariant%5D=1&is%5Blast_name%5D=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2',
};

const values = {
  client: {
    fio: { surName: 'Смирнова', firstName: 'Лариса', middleName: 'Юрьевна', gender: 'woman' },
    birthDate: '1960-01-02',
  },
  spouse: { fio: { surName: 'Смирнов', firstName: 'Олег', middleName: 'Петрович', gender: 'man' } },
};

function Host({ tab, onInnLoaded = () => undefined }: { tab: 'client' | 'spouse'; onInnLoaded?: () => void }) {
  const methods = useForm({ defaultValues: values });
  return (
    <FormProvider {...methods}>
      <PersonSearches
        dealId={DEAL}
        tab={tab}
        clientId={tab === 'client' ? 50253 : undefined}
        onInnLoaded={onInnLoaded}
      />
    </FormProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(
  tab: 'client' | 'spouse',
  link: (call: FakeCall) => ReturnType<typeof answer> = defaultLink,
  onInnLoaded?: () => void,
) {
  const api = fakeApi({ [LINK]: link });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Host tab={tab} onInnLoaded={onInnLoaded} />
    </QueryClientProvider>,
  );
  return { ...api, box: screen.getByTestId(`person-searches-${tab}`) };
}
function defaultLink(call: FakeCall) {
  const url = SERVER_LINKS[call.query.get('personType') ?? ''];
  return url ? answer({ result: url }) : answer({ result: 'Лицо не указано в заявке' }, 404);
}
const linkCalls = (calls: FakeCall[]) => calls.filter((c) => `${c.method} ${c.path}` === LINK);

describe("the person's searches of the client step", () => {
  it("takes the bailiffs' link of the client from the server, beside the VK and OK searches", async () => {
    const { box, calls } = setup('client');
    const bailiff = await within(box).findByRole('link', { name: 'Банк данных ФССП' });
    expect(bailiff.getAttribute('href')).toBe(SERVER_LINKS.client);
    expect(bailiff.getAttribute('target')).toBe('_blank');
    expect(linkCalls(calls).map((c) => c.query.get('personType'))).toEqual(['client']);
    expect(within(box).getByRole('link', { name: 'ВКонтакте' }).getAttribute('href')).toMatch(/^https:\/\/vk\.com\//);
    expect(within(box).getByRole('link', { name: 'Одноклассники' }).getAttribute('href')).toMatch(
      /^https:\/\/ok\.ru\//,
    );
  });

  it("asks for the spouse's link with the spouse's person type, and offers no report there", async () => {
    const { box, calls } = setup('spouse');
    const bailiff = await within(box).findByRole('link', { name: 'Банк данных ФССП' });
    expect(bailiff.getAttribute('href')).toBe(SERVER_LINKS.spouse);
    expect(linkCalls(calls).map((c) => c.query.get('personType'))).toEqual(['spouse']);
    expect(within(box).queryByRole('button', { name: 'Отчет ФССП' })).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Загрузить ИНН' })).toBeNull();
  });

  it('shows the link as loading until the server answers, and no link when the deal has no such person', async () => {
    const { box } = setup('spouse', () => answer({ result: 'Лицо не указано в заявке' }, 404));
    expect(within(box).getByText('Банк данных ФССП').closest('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(within(box).queryByText('Банк данных ФССП')).toBeNull());
    expect(within(box).getByRole('link', { name: 'ВКонтакте' })).toBeTruthy();
  });

  it("opens 'Отчет ФССП' from the client's tab", async () => {
    const { box, routes, calls } = setup('client');
    const start = `GET /api/autocredit/spectrum-data-fssp-search-phisical/${DEAL}`;
    routes[start] = answer({ result: { messageGuid: '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Отчет ФССП' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отчет ФССП' });
    expect(within(dialog).getByText('Отчет формируется, пожалуйста подождите')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(start));
  });

  it("loads the client's INN and asks for the step again 200 ms later", async () => {
    const reloaded = vi.fn();
    const timers = vi.spyOn(window, 'setTimeout');
    const { box, routes, calls } = setup('client', defaultLink, reloaded);
    routes[INN] = answer({ result: { inn: '500100732259' } });
    await userEvent.click(within(box).getByRole('button', { name: 'Загрузить ИНН' }));
    await waitFor(() => expect(reloaded).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => `${c.method} ${c.path}` === INN)).toHaveLength(1);
    expect(timers).toHaveBeenCalledWith(reloaded, 200);
  });

  it("says 'Что-то пошло не так' when the INN cannot be loaded, and asks for nothing again", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const reloaded = vi.fn();
    const { box, routes } = setup('client', defaultLink, reloaded);
    routes[INN] = answer({ result: 'ИНН не найден по паспортным данным' }, 400);
    await userEvent.click(within(box).getByRole('button', { name: 'Загрузить ИНН' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Что-то пошло не так'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reloaded).not.toHaveBeenCalled();
    expect(within(box).getByRole('button', { name: 'Загрузить ИНН' })).toHaveProperty('disabled', false);
  });
});
