import type { CheckFormattedData, ScoringData } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer } from '@/shared/api/testing/fake-api';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { scoringAccess, type ScoringAccess } from './scoring';
import { ScoringStep } from './scoring-step';

const DEAL = 100245;
const DATA = `GET /api/scoring/data/${DEAL}`;
const REPORT = '/api/file/get/1010024500';

const entity = (
  id: number,
  resultText: string,
  formattedData: CheckFormattedData | null = null,
  needRescoring = false,
) => ({
  id,
  needRescoring,
  resultText,
  formattedData,
});

const SCORING: ScoringData = {
  runningAt: '2026-11-20T10:15:00+03:00',
  completedAt: '2026-11-20T10:16:05+03:00',
  groups: [
    {
      label: 'Кредитная история',
      checks: [
        {
          checkConfig: { title: 'Кредитная история (НБКИ)' },
          light: 'green',
          runningAt: '2026-11-20T10:15:00+03:00',
          completedAt: '2026-11-20T10:15:42+03:00',
          checkEntities: [
            entity(10024500, 'Просроченная задолженность не найдена', {
              type: 'file',
              file: { path: REPORT, name: 'Отчет НБКИ.pdf' },
              url: null,
              text: null,
            }),
          ],
        },
        {
          checkConfig: { title: 'Кредитная история (ОКБ)' },
          light: 'red',
          runningAt: '2026-11-20T10:15:01+03:00',
          completedAt: '2026-11-20T10:15:30+03:00',
          checkEntities: [entity(10024501, 'Действующая просроченная задолженность')],
        },
      ],
    },
    {
      label: 'Проверка документов',
      checks: [
        {
          checkConfig: { title: 'Действительность паспорта' },
          light: 'yellow',
          runningAt: '2026-11-20T10:15:02+03:00',
          completedAt: '2026-11-20T10:15:08+03:00',
          checkEntities: [
            entity(
              10024504,
              'Сервис МВД не ответил',
              {
                type: 'url',
                file: null,
                url: { link: 'https://services.fms.gov.ru/info-service.htm?sid=2000', name: 'Проверить на сайте МВД' },
                text: null,
              },
              true,
            ),
          ],
        },
        {
          checkConfig: { title: 'Водительское удостоверение' },
          light: 'green',
          runningAt: '2026-11-20T10:15:03+03:00',
          completedAt: '2026-11-20T10:15:09+03:00',
          checkEntities: [],
        },
      ],
    },
    {
      label: 'Антифрод',
      checks: [
        {
          checkConfig: { title: 'Совпадения с другими заявками' },
          light: 'green',
          runningAt: '2026-11-20T10:15:04+03:00',
          completedAt: '2026-11-20T10:15:10+03:00',
          checkEntities: [
            entity(10024507, 'Совпадений нет', {
              type: 'text',
              file: null,
              url: null,
              text: 'Совпадений с другими заявками не найдено',
            }),
          ],
        },
      ],
    },
  ],
};

const ADMIN: ScoringAccess = { showInfo: true, canRescore: true, canResetCache: true, canRunChecks: true };
const UNDERWRITER: ScoringAccess = { showInfo: true, canRescore: true, canResetCache: false, canRunChecks: true };
const AUDITOR: ScoringAccess = { showInfo: false, canRescore: false, canResetCache: false, canRunChecks: false };

function setup(
  options: { access?: ScoringAccess; dealView?: boolean; data?: FakeAnswer; routes?: Record<string, FakeAnswer> } = {},
) {
  const api = fakeApi({
    [DATA]: options.data ?? answer({ result: SCORING }),
    [`POST /api/scoring/needRescoring/10024500`]: answer({ result: true }),
    [`POST /api/scoring/off-cache/${DEAL}`]: answer({ result: true }),
    [`POST /api/underwriter/pdn/${DEAL}`]: answer({ result: { messageGuid: 'g' } }),
    [`GET ${REPORT}`]: answer({ result: 'pdf' }),
    ...options.routes,
  });
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const onReload = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ScoringStep
        dealId={DEAL}
        dealView={options.dealView ?? false}
        {...(options.access ?? ADMIN)}
        onReload={onReload}
      />
    </QueryClientProvider>,
  );
  const callsTo = (key: string) => api.calls.filter((c) => `${c.method} ${c.path}` === key);
  return { ...api, success, error, onReload, callsTo };
}

/** When a mock was first called (performance.now), read later. */
function whenCalled(mock: { mockImplementation(fn: () => void): unknown }) {
  let at: number | undefined;
  mock.mockImplementation(() => void (at ??= performance.now()));
  return () => at;
}

/** The accordion tab of a group: its header link. */
const groupHeader = async (label: string) => (await screen.findByText(label)).closest('a')!;
const table = (label: string) => screen.getByRole('table', { name: label });
const rowOf = (label: string, title: string) => within(table(label)).getByText(title).closest('tr')!;

beforeEach(() => sessionStore.setTokens('at', 'rt'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the checks step: groups and results', () => {
  it('colours each group by its worst light and opens the groups that are not green', async () => {
    setup();
    const credit = await groupHeader('Кредитная история');
    expect(credit.querySelector('[data-light]')!.getAttribute('data-light')).toBe('red');
    expect(within(credit).getByText('Отказ')).toBeTruthy();
    const documents = await groupHeader('Проверка документов');
    expect(documents.querySelector('[data-light]')!.getAttribute('data-light')).toBe('yellow');
    const antifraud = await groupHeader('Антифрод');
    expect(antifraud.querySelector('[data-light]')!.getAttribute('data-light')).toBe('green');
    expect(credit.getAttribute('aria-expanded')).toBe('true');
    expect(documents.getAttribute('aria-expanded')).toBe('true');
    expect(antifraud.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(antifraud);
    expect(antifraud.getAttribute('aria-expanded')).toBe('true');
    expect(within(table('Антифрод')).getByText('Совпадений с другими заявками не найдено')).toBeTruthy();
  });

  it("shows each check's light as 'Положительно', 'Отказ', 'Не определено' with its result and dates", async () => {
    setup();
    await groupHeader('Кредитная история');
    const nbki = rowOf('Кредитная история', 'Кредитная история (НБКИ)');
    expect(within(nbki).getByText('Положительно').className).toContain('check-light--green');
    expect(within(nbki).getByText('Просроченная задолженность не найдена')).toBeTruthy();
    expect(within(nbki).getByText(/^20\.11\.2026 \d{2}:15:00$/)).toBeTruthy();
    expect(within(nbki).getByText(/^20\.11\.2026 \d{2}:15:42$/)).toBeTruthy();
    const okb = rowOf('Кредитная история', 'Кредитная история (ОКБ)');
    expect(within(okb).getByText('Отказ').className).toContain('check-light--red');
    const passport = rowOf('Проверка документов', 'Действительность паспорта');
    expect(within(passport).getByText('Не определено').className).toContain('check-light--yellow');
    const headers = within(table('Кредитная история'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Проверка',
      'Результат',
      'Информация для отображения',
      'Дата начала',
      'Дата окончания',
      'Кэш',
    ]);
  });

  it('downloads a report file with the session and opens links in a new tab', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { callsTo } = setup();
    await groupHeader('Кредитная история');
    await userEvent.click(within(table('Кредитная история')).getByRole('button', { name: 'Отчет НБКИ.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Отчет НБКИ.pdf']));
    expect(callsTo(`GET ${REPORT}`)).toHaveLength(1);
    const link = within(table('Проверка документов')).getByRole('link', { name: /Проверить на сайте МВД/ });
    expect(link.getAttribute('href')).toBe('https://services.fms.gov.ru/info-service.htm?sid=2000');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('hides the information for display from the auditors, and the cache column and buttons from them too', async () => {
    setup({ access: AUDITOR });
    await groupHeader('Кредитная история');
    const headers = within(table('Кредитная история'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Проверка', 'Результат', 'Дата начала', 'Дата окончания']);
    expect(screen.queryByRole('button', { name: 'Отчет НБКИ.pdf' })).toBeNull();
    for (const name of ['Отключить кэш', 'Отключить кэш проверок', 'Расчитать ПДН']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'История доп. проверок' })).toBeTruthy();
  });

  it("says 'Нет данных для отображения' before any scoring, 'Что-то пошло не так' when it cannot load", async () => {
    setup({ data: answer({ result: { groups: [], runningAt: null, completedAt: null } }) });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Нет данных для отображения')).toBeTruthy();
    cleanup();
    setup({ data: answer({ result: 'Заявка не найдена', detail: 'Заявка не найдена' }, 404) });
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
  });
});

describe('the check cache', () => {
  it("turns a check's cache off: the button becomes the disabled 'Кэш отключен'", async () => {
    const { callsTo } = setup({ access: UNDERWRITER });
    await groupHeader('Кредитная история');
    const nbki = rowOf('Кредитная история', 'Кредитная история (НБКИ)');
    await userEvent.click(within(nbki).getByRole('button', { name: 'Отключить кэш' }));
    await waitFor(() => expect(within(nbki).getByRole('button', { name: 'Кэш отключен' })).toBeTruthy());
    expect((within(nbki).getByRole('button', { name: 'Кэш отключен' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('POST /api/scoring/needRescoring/10024500')).toHaveLength(1);
  });

  it("shows 'Кэш отключен' for a check already marked, and nothing for a check without an entity", async () => {
    setup({ access: UNDERWRITER });
    await groupHeader('Проверка документов');
    const passport = rowOf('Проверка документов', 'Действительность паспорта');
    expect((within(passport).getByRole('button', { name: 'Кэш отключен' }) as HTMLButtonElement).disabled).toBe(true);
    const licence = rowOf('Проверка документов', 'Водительское удостоверение');
    expect(within(licence).queryByRole('button')).toBeNull();
  });

  it("'Отключить кэш проверок' (admin) says 'Сброшено' and reloads 200 ms later", async () => {
    const { callsTo, success, onReload } = setup();
    const said = whenCalled(success);
    const reloaded = whenCalled(onReload);
    await groupHeader('Кредитная история');
    expect(callsTo(DATA)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Отключить кэш проверок' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Сброшено'));
    expect(callsTo(`POST /api/scoring/off-cache/${DEAL}`)).toHaveLength(1);
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(reloaded()! - said()!).toBeGreaterThanOrEqual(195);
    await waitFor(() => expect(callsTo(DATA)).toHaveLength(2));
  });

  it('is not offered to an underwriter; a failure is told', async () => {
    setup({ access: UNDERWRITER });
    await groupHeader('Кредитная история');
    expect(screen.queryByRole('button', { name: 'Отключить кэш проверок' })).toBeNull();
    cleanup();
    const { error, onReload } = setup({
      routes: {
        [`POST /api/scoring/off-cache/${DEAL}`]: answer({ result: 'Нет доступа', detail: 'Нет доступа' }, 400),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отключить кэш проверок' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Нет доступа'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(onReload).not.toHaveBeenCalled();
  });
});

describe("'Расчитать ПДН'", () => {
  it("calculates the PDN for the rescoring privilege: 'ПДН расчитан', then a reload 200 ms later", async () => {
    const { callsTo, success, onReload } = setup({ access: UNDERWRITER });
    const said = whenCalled(success);
    const reloaded = whenCalled(onReload);
    await userEvent.click(await screen.findByRole('button', { name: 'Расчитать ПДН' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('ПДН расчитан'));
    expect(callsTo(`POST /api/underwriter/pdn/${DEAL}`)).toHaveLength(1);
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    expect(reloaded()! - said()!).toBeGreaterThanOrEqual(195);
  });

  it('is hidden on the deal view and without the privilege', async () => {
    setup({ access: UNDERWRITER, dealView: true });
    await groupHeader('Кредитная история');
    expect(screen.queryByRole('button', { name: 'Расчитать ПДН' })).toBeNull();
    cleanup();
    setup({ access: { ...UNDERWRITER, canRescore: false } });
    await groupHeader('Кредитная история');
    expect(screen.queryByRole('button', { name: 'Расчитать ПДН' })).toBeNull();
  });
});

describe('scoringAccess', () => {
  const user = (roles: string[], allPrivileges: string[] = []) => ({ roles, allPrivileges }) as never;
  it('gives each role its part of the step (001 §6)', () => {
    expect(scoringAccess(user(['ROLE_ADMIN']))).toEqual(ADMIN);
    expect(scoringAccess(user(['ROLE_UNDERWRITER'], ['rescoring-check-entity']))).toEqual(UNDERWRITER);
    expect(scoringAccess(user(['ROLE_UNDERWRITER_EXTERNAL']))).toEqual({ ...UNDERWRITER, canRescore: false });
    expect(scoringAccess(user(['ROLE_AUDITOR']))).toEqual(AUDITOR);
    expect(scoringAccess(user(['ROLE_VIEWER']))).toEqual({ ...AUDITOR, showInfo: true });
  });
});
