import type { DocumentGroupEntry, StoredFile, FormField } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeCall, type FakeRoute } from '@/shared/api/testing/fake-api';
import { uploadFile } from '@/shared/files';
import type * as FileApi from '@/shared/files/file-api';
import { saveBlob } from '@/shared/lib/save-blob';
import type * as SaveBlob from '@/shared/lib/save-blob';
import { hubEvents } from '@/shared/events';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { mergeFiles, recognizeMergedFile } from './account-documents-api';
import type * as AccountApi from './account-documents-api';
import { printBlob } from './print-blob';
import { AccountDocumentsPanel, type AccountDocumentsPanelProps } from './account-documents-panel';

// The uploads go through XMLHttpRequest (progress) or multipart; the rest of the calls are the real ones over the fake.
vi.mock('@/shared/files/file-api', async (original) => ({
  ...(await original<typeof FileApi>()),
  uploadFile: vi.fn(),
}));
vi.mock('./account-documents-api', async (original) => ({
  ...(await original<typeof AccountApi>()),
  mergeFiles: vi.fn(),
  recognizeMergedFile: vi.fn(),
}));
vi.mock('@/shared/lib/save-blob', async (original) => ({ ...(await original<typeof SaveBlob>()), saveBlob: vi.fn() }));
vi.mock('./print-blob', () => ({ printBlob: vi.fn() }));

const DEAL = 100245;
const COLLECTION = 55012;
const LIST_PATH = `/api/document/list/${COLLECTION}`;
const stored = (id: number, name: string, type: string, more: Partial<StoredFile> = {}): StoredFile => ({
  id,
  name,
  path: `/api/file/get/${id}`,
  mimeType: 'application/pdf',
  type,
  comments: [],
  ...more,
});

const AGREEMENT: DocumentGroupEntry = {
  id: 55012017,
  code: 'loanAgreement',
  name: 'Кредитный договор',
  title: 'Кредитный договор',
  limit: 2,
  additionalLoading: true,
  examples: [{ code: 'exampleLoanAgreement', mimeType: 'application/pdf' }],
  files: [
    stored(901, 'Кредитный_договор.pdf', 'default', {
      comments: [{ text: 'Проверьте подпись', user: { fio: 'Соколова Анна Игоревна' } }],
    }),
    stored(902, 'Кредитный_договор_подписано.pdf', 'signed'),
  ],
  document: { id: 55012017, code: 'loanAgreement', group: 'accountSign', lastVerifying: { status: 'verified' } },
};
const APPLICATION: DocumentGroupEntry = {
  id: 55012018,
  code: 'accountApplication',
  name: 'Заявление на открытие счета',
  title: 'Заявление на открытие счета',
  limit: 25,
  additionalLoading: true,
  files: [stored(903, 'Заявление_на_открытие_счета.pdf', 'default')],
  document: { id: 55012018, code: 'accountApplication', group: 'accountSign', lastVerifying: { status: 'error' } },
};
const GUARANTEE: DocumentGroupEntry = {
  id: null,
  code: 'guaranteeAuto',
  name: 'Гарантийное письмо автосалона',
  title: 'Гарантийное письмо автосалона',
  limit: 25,
  additionalLoading: true,
  files: [],
  document: null,
};
const LIST = { accountSign: [AGREEMENT, APPLICATION], release: [GUARANTEE] };

interface Options extends Partial<AccountDocumentsPanelProps> {
  list?: FakeRoute;
}

function setup(options: Options = {}) {
  const { list, ...props } = options;
  const api = fakeApi({
    [`GET ${LIST_PATH}`]: list ?? answer({ result: LIST }),
    'GET /api/file/get/901': answer({}),
    'GET /api/file/get/902': answer({}),
    'GET /api/file/download/static/exampleLoanAgreement': answer({}),
    'GET /api/document/generate-zip': answer({}),
    [`POST /api/document/upload/${COLLECTION}`]: answer({ result: true }),
    [`GET /api/comment/get/${DEAL}/files/file/901`]: answer({ result: [] }),
  });
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(toast, 'warn').mockImplementation(() => {});
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const show = vi.spyOn(toast, 'show').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountDocumentsPanel
        dealId={DEAL}
        collectionId={COLLECTION}
        groups={['accountSign', 'release']}
        canUpload={false}
        canDownload
        canComment
        {...{ canPrint: true, ...props }}
      />
    </QueryClientProvider>,
  );
  return { ...api, error, warn, success, show };
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === LIST_PATH);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
const cellsOf = async (title: string) => within(await rowOf(title)).getAllByRole('cell');
const pdfOf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(saveBlob).mockReset();
  vi.mocked(printBlob).mockReset();
  vi.mocked(uploadFile).mockReset();
  vi.mocked(mergeFiles).mockReset();
  vi.mocked(recognizeMergedFile).mockReset();
});

describe('the account-documents panel', () => {
  it('asks for its groups and shows each as a section with the two columns, a row per document', async () => {
    const { calls } = setup();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('Нет документов')).toBeNull();
    const [accountSign, release] = await screen.findAllByRole('button', { expanded: true });
    expect(accountSign!.textContent).toBe('Документы на подписание по счету');
    expect(release!.textContent).toBe('Документы на выдачу');
    expect(listCalls(calls)[0]!.query.getAll('group[]')).toEqual(['accountSign', 'release']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Документы необходимые для оформления клиентом',
      'Документы оформленные клиентом',
      'Документы необходимые для оформления клиентом',
      'Документы оформленные клиентом',
    ]);
    const [generated, signed] = await cellsOf('Кредитный договор');
    expect(within(generated!).getByText('Кредитный_договор.pdf')).toBeTruthy();
    expect(within(generated!).queryByText('Кредитный_договор_подписано.pdf')).toBeNull();
    expect(within(signed!).getByText('Кредитный_договор_подписано.pdf')).toBeTruthy();
    const [, noSigned] = await cellsOf('Заявление на открытие счета');
    expect(within(noSigned!).getByText('Нет файлов')).toBeTruthy();
    expect(await screen.findByText('Гарантийное письмо автосалона')).toBeTruthy();
  });

  it('collapses a group and opens it again from its header', async () => {
    setup();
    const header = await screen.findByRole('button', { name: 'Документы на подписание по счету' });
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Документы на выдачу' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
  });

  it('marks a verified document with a check and a disconfirmed one with a cross', async () => {
    setup();
    const [agreement] = await cellsOf('Кредитный договор');
    expect(within(agreement!).getByRole('img', { name: 'Документ проверен' })).toBeTruthy();
    const [application] = await cellsOf('Заявление на открытие счета');
    expect(within(application!).getByRole('img', { name: 'Документ не подтвержден' })).toBeTruthy();
    const [guarantee] = await cellsOf('Гарантийное письмо автосалона');
    expect(within(guarantee!).queryByRole('img')).toBeNull();
  });

  it('downloads a file under its name', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Кредитный_договор_подписано.pdf' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Кредитный_договор_подписано.pdf'));
    expect(calls.some((c) => c.path === '/api/file/get/902')).toBe(true);
  });

  it('prints a file from its content; no print where printing is hidden (Firefox)', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Распечатать Кредитный_договор.pdf' }));
    await waitFor(() => expect(printBlob).toHaveBeenCalledWith(expect.anything()));
    expect(calls.some((c) => c.path === '/api/file/get/901')).toBe(true);
    expect(saveBlob).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    setup({ canPrint: false });
    await screen.findByRole('button', { name: 'Скачать Кредитный_договор.pdf' });
    expect(screen.queryByRole('button', { name: /^Распечатать/ })).toBeNull();
  });

  it('hides printing in Firefox by its user agent', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    // no canPrint given: the user agent decides
    setup({ canPrint: undefined });
    await screen.findByRole('button', { name: 'Скачать Кредитный_договор.pdf' });
    expect(screen.queryByRole('button', { name: /^Распечатать/ })).toBeNull();
  });

  it('downloads the example of a document by its code', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Образец: Кредитный договор' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'exampleLoanAgreement.pdf'));
    expect(calls.some((c) => c.path === '/api/file/download/static/exampleLoanAgreement')).toBe(true);
  });

  it('downloads the registered documents of its groups as docs.zip', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать все документы' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'docs.zip'));
    const zip = calls.find((c) => c.path === '/api/document/generate-zip')!;
    expect(zip.query.get('onlySign')).toBe('0');
    expect(zip.query.getAll('ids[]')).toEqual(['55012017', '55012018']);
  });

  it("says 'Нет документов' and asks for no zip when none of its documents is registered", async () => {
    const { calls, error } = setup({ list: answer({ result: { accountSign: [], release: [GUARANTEE] } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать все документы' }));
    expect(error).toHaveBeenCalledWith('Нет документов');
    expect(calls.some((c) => c.path === '/api/document/generate-zip')).toBe(false);
  });

  it('offers auditors no zip, download, print nor example, and no comments (001 §6)', async () => {
    setup({ canDownload: false, canComment: false });
    await screen.findByText('Кредитный_договор.pdf');
    expect(screen.queryByRole('button', { name: 'Скачать все документы' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Скачать / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Распечатать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Образец/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Комментарии/ })).toBeNull();
  });

  it("shows each file's comment count and lets who may comment write one", async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Комментарии: 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Комментарии: 0' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Комментарии: 1' }));
    const popover = await screen.findByRole('dialog', { name: 'Комментарии: Кредитный_договор.pdf', hidden: true });
    expect(await within(popover).findByRole('textbox', { hidden: true })).toBeTruthy();
  });

  it("says 'Не удалось загрузить документы' when the list fails, 'Нет данных для отображения' without a collection", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ list: answer({ result: 'Ошибка' }, 500) });
    expect(await screen.findByText('Не удалось загрузить документы')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    document.body.innerHTML = '';
    setup({ collectionId: null });
    expect(screen.getByText('Нет данных для отображения')).toBeTruthy();
  });
});

describe('the upload of a signed file', () => {
  const choose = (code: string, group: string, ...files: File[]) =>
    fireEvent.change(screen.getByTestId(`upload-${group}-${code}-input`), { target: { files } });

  it('uploads a chosen file, registers it as signed in its document, reloads the list and tells the page', async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) => stored(905, (file as File).name, 'default'));
    const onChanged = vi.fn();
    const { calls } = setup({ canUpload: true, onChanged });
    await screen.findByText('Кредитный договор');
    choose('accountApplication', 'accountSign', pdfOf('Заявление_подписано.pdf'));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/document/upload/${COLLECTION}`)).toBe(true), {
      timeout: 2000,
    });
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('default');
    expect(calls.find((c) => c.path === `/api/document/upload/${COLLECTION}`)!.body).toEqual({
      documents: [{ code: 'accountApplication', group: 'accountSign', files: [{ id: 905, type: 'other' }] }],
    });
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it("uses the upload rules of the document's field in the step's form", async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) => stored(906, (file as File).name, 'default'));
    const fields: Record<string, FormField> = {
      accountApplication: {
        type: 'commonAsyncDocument',
        label: 'Заявление на открытие счета',
        attributes: { documentCode: 'accountApplication', documentGroup: 'accountSign', config: 'signed' },
      },
    };
    setup({ canUpload: true, fields });
    await screen.findByText('Кредитный договор');
    choose('accountApplication', 'accountSign', pdfOf('a.pdf'));
    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('signed');
  });

  it('counts only the signed files against the limit: none at the limit, none without the privilege', async () => {
    setup({ canUpload: true, list: answer({ result: { accountSign: [{ ...AGREEMENT, limit: 2 }] } }) });
    const [, signed] = await cellsOf('Кредитный договор');
    // two files, one of them signed: one more signed file fits
    const upload = within(signed!).getByRole('group', { name: 'Загрузка подписанного файла: Кредитный договор' });
    expect(within(upload).getByRole('button', { name: 'Выбрать файлы' })).toBeTruthy();
    expect(within(signed!).getByText('Файлов: 1 из 2')).toBeTruthy();
    document.body.innerHTML = '';
    setup({ canUpload: true, list: answer({ result: { accountSign: [{ ...AGREEMENT, limit: 1 }] } }) });
    const [, full] = await cellsOf('Кредитный договор');
    expect(within(full!).queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
    document.body.innerHTML = '';
    setup({ canUpload: false });
    await screen.findByText('Кредитный договор');
    expect(screen.queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
    expect(screen.queryByTestId('bulk-uploader')).toBeNull();
  });
});

describe('the last form', () => {
  it("shows the one column 'Распечатать гарантийные и платежи': the generated files to print, no upload", async () => {
    setup({ lastForm: true, canUpload: true });
    await screen.findByText('Кредитный договор');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Распечатать гарантийные и платежи', 'Распечатать гарантийные и платежи']);
    expect(screen.getByRole('button', { name: 'Распечатать Кредитный_договор.pdf' })).toBeTruthy();
    expect(screen.queryByText('Кредитный_договор_подписано.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Образец/ })).toBeNull();
    expect(screen.queryByTestId('bulk-uploader')).toBeNull();
  });
});

describe('the common uploader on the panel', () => {
  it('refreshes the list 500 ms after the recognition is complete, then tells the page', async () => {
    vi.mocked(mergeFiles).mockResolvedValue(stored(950, 'Пакет_документов.pdf', 'default'));
    vi.mocked(recognizeMergedFile).mockResolvedValue();
    const onChanged = vi.fn();
    const { calls, success } = setup({ canUpload: true, onChanged });
    await screen.findByText('Кредитный договор');
    fireEvent.change(screen.getByTestId('bulk-upload-input'), { target: { files: [pdfOf('скан.pdf')] } });
    await waitFor(() => expect(recognizeMergedFile).toHaveBeenCalledWith(950, COLLECTION));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() =>
      hubEvents.dispatch({
        type: 'getRecognizeProgress',
        data: { [String(COLLECTION)]: { load: 1, total: 1, title: 'Распознавание документов', fileId: 950 } },
        error: null,
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    expect(success).toHaveBeenCalledWith('Файлы успешно загружены и распознаны');
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});
