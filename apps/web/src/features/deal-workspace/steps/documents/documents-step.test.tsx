import type { DocumentGroupEntry, StoredFile, FormField } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, type FakeAnswer, type FakeCall } from '@/shared/api/testing/fake-api';
import { uploadFile } from '@/shared/files';
import type * as FileApi from '@/shared/files/file-api';
import { saveBlob } from '@/shared/lib/save-blob';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import type { DocumentsAccess } from './documents-access';
import { documentStepScope } from './documents';
import { DocumentsStep } from './documents-step';

// The file upload goes through XMLHttpRequest (its progress); the rest of the file API is the real one over the fake.
vi.mock('@/shared/files/file-api', async (original) => ({
  ...(await original<typeof FileApi>()),
  uploadFile: vi.fn(),
}));
vi.mock('@/shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));
vi.mock('@/shared/ui/document-viewer/pdf-renderer', () => ({
  openPdf: vi.fn(async () => ({
    numPages: 1,
    renderPage: async () => ({ promise: Promise.resolve(), cancel: () => {} }),
    destroy: async () => {},
  })),
}));

const DEAL = 100245;
const COLLECTION = 55012;
const stored = (id: number, name: string, more: Partial<StoredFile> = {}): StoredFile => ({
  id,
  name,
  path: `/api/file/get/${id}`,
  mimeType: 'application/pdf',
  createdAt: '2026-11-20T10:15:07',
  comments: [],
  ...more,
});

const ADDITIONAL: DocumentGroupEntry = {
  id: 70400,
  code: 'additionalFile',
  title: 'Дополнительные файлы',
  limit: 3,
  additionalLoading: true,
  canMergeFiles: true,
  verifiable: true,
  verified: null,
  files: [
    stored(901, 'Справка.pdf', { comments: [{ text: 'Нечитаемо', user: { fio: 'Смирнова Ольга Викторовна' } }] }),
    stored(902, 'Фото.jpg', { mimeType: 'image/jpeg', createdAt: '2026-11-21T09:05:00' }),
  ],
  document: { id: 70400, code: 'additionalFile', group: 'deal', title: 'Дополнительные файлы', lastVerifying: null },
};
const PASSPORT: DocumentGroupEntry = {
  id: 70311,
  code: 'passport',
  title: 'Паспорт клиента',
  limit: 25,
  additionalLoading: true,
  canMergeFiles: true,
  verifiable: true,
  verified: true,
  files: [stored(903, 'Паспорт.pdf')],
  document: { id: 70311, code: 'passport', group: 'client', lastVerifying: { status: 'verified' } },
};
const LICENCE: DocumentGroupEntry = {
  id: 70312,
  code: 'driverLicense',
  title: 'Водительское удостоверение',
  limit: 25,
  additionalLoading: false,
  verifiable: true,
  verified: false,
  files: [stored(904, 'ВУ.pdf')],
};
const LIST = { client: [PASSPORT, LICENCE], deal: [ADDITIONAL] };

const ACCESS: DocumentsAccess = {
  showChanges: false,
  canDownload: true,
  canUpload: false,
  canVerify: false,
  canDelete: false,
  canComment: true,
  canViewPersonInfo: false,
};

interface Options {
  access?: Partial<DocumentsAccess>;
  list?: Record<string, DocumentGroupEntry[]>;
  register?: FakeAnswer;
  remove?: FakeAnswer;
  fields?: Record<string, FormField>;
  allowDelete?: boolean;
  scope?: ReturnType<typeof documentStepScope>;
}

function setup(options: Options = {}) {
  const list = options.list ?? LIST;
  const api = fakeApi({
    [`GET /api/document/list/${COLLECTION}`]: answer({ result: list }),
    [`GET /api/snapshot/changes/${DEAL}`]: answer({
      result: { documents: { added: [902], changed: [901], deleted: [] } },
    }),
    'GET /api/file/get/901': answer({}),
    'GET /api/file/get/902': answer({}),
    'GET /api/file/get/903': answer({}),
    'GET /api/document/generate-zip': answer({}),
    'GET /api/document/merge-pdf-document/70400': answer({}),
    'GET /api/document/merge-pdf-documents': answer({}),
    'POST /api/document/add-verifying-status/70400/verified': answer({ result: true }),
    'POST /api/document/add-verifying-status/70400/error': answer({ result: true }),
    'POST /api/file/delete': options.remove ?? answer({ result: true }),
    [`POST /api/document/upload/${COLLECTION}`]: options.register ?? answer({ result: true }),
    [`GET /api/comment/get/${DEAL}/files/file/901`]: answer({
      result: [
        {
          id: 1,
          text: 'Нечитаемо',
          createdAt: 1795158900,
          canDelete: false,
          user: { id: 7, fio: 'Смирнова Ольга Викторовна', username: 'underwriter' },
        },
      ],
    }),
    [`POST /api/comment/${DEAL}/files/file/901`]: (call) =>
      answer({
        result: { id: 2, text: (call.body as { text: string }).text, createdAt: 1795158999, canDelete: true, user: {} },
      }),
  });
  const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(toast, 'warn').mockImplementation(() => {});
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const show = vi.spyOn(toast, 'show').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DocumentsStep
        dealId={DEAL}
        collectionId={COLLECTION}
        {...(options.scope ?? documentStepScope('commonDocuments'))}
        fields={options.fields}
        access={{ ...ACCESS, ...options.access }}
        allowDelete={options.allowDelete}
      />
    </QueryClientProvider>,
  );
  return { ...api, error, warn, success, show };
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === `/api/document/list/${COLLECTION}`);
const documentOf = (code: string) => screen.findByTestId(`document-${code}`);
const rowOf = async (name: string) => (await screen.findByRole('button', { name })).closest('tr')!;
const choose = (code: string, ...files: File[]) =>
  fireEvent.change(screen.getByTestId(`upload-deal-${code}-input`), { target: { files } });
const pdfOf = (name: string, size = 4) => {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  sessionStore.setTokens('at', 'rt');
  URL.createObjectURL = vi.fn(() => 'blob:doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockReset();
  vi.mocked(uploadFile).mockReset();
});

describe('the documents screen', () => {
  it("shows a tab per group of the step, 'Сделка' opened first, each document with its files", async () => {
    const { calls } = setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Клиент', 'Сделка']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const asked = listCalls(calls)[0]!;
    // the step's groups and the others the deal has ('and others', 001 §2.7): no group asked for
    expect(asked.query.getAll('group[]')).toEqual([]);
    const additional = await documentOf('additionalFile');
    expect(within(additional).getByRole('heading', { name: 'Дополнительные файлы' })).toBeTruthy();
    const row = await rowOf('Справка.pdf');
    expect(within(row).getByText('20.11.2026 10:15:07')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Комментарии: 1' })).toBeTruthy();
    expect(within(await rowOf('Фото.jpg')).getByRole('button', { name: 'Комментарии: 0' })).toBeTruthy();
  });

  it('shows the loading state while the documents load, never an empty list', async () => {
    setup();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('Нет данных для отображения')).toBeNull();
    await documentOf('additionalFile');
  });

  it("opens another group's tab", async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Клиент' }));
    expect(within(await documentOf('passport')).getByRole('button', { name: 'Паспорт.pdf' })).toBeTruthy();
  });

  it("shows the additional-file step's one document, and one to upload to when the list has none yet", async () => {
    setup({
      scope: documentStepScope('additionalFile'),
      list: { deal: [ADDITIONAL, { ...PASSPORT, code: 'carPhoto' }] },
    });
    await documentOf('additionalFile');
    expect(screen.queryByTestId('document-carPhoto')).toBeNull();
    cleanup();
    setup({
      scope: documentStepScope('additionalFile'),
      list: {},
      access: { canUpload: true },
      fields: { additionalFile: { type: 'commonAsyncDocument', label: 'Дополнительные файлы', attributes: {} } },
    });
    const empty = await documentOf('additionalFile');
    expect(within(empty).getByText('Нет данных для отображения')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Выбрать файлы' })).toBeTruthy();
  });

  it('downloads a file under its name', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать Справка.pdf' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Справка.pdf'));
    expect(calls.some((c) => c.path === '/api/file/get/901')).toBe(true);
  });

  it('downloads every registered document as docs.zip', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать все документы' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'docs.zip'));
    const zip = calls.find((c) => c.path === '/api/document/generate-zip')!;
    expect(zip.query.get('onlySign')).toBe('0');
    expect(zip.query.getAll('ids[]')).toEqual(['70311', '70312', '70400']);
  });

  it("says 'Нет документов' and asks for no zip when no document is registered", async () => {
    const { calls, error } = setup({ list: { deal: [{ ...ADDITIONAL, id: null, document: null }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать все документы' }));
    expect(error).toHaveBeenCalledWith('Нет документов');
    expect(calls.some((c) => c.path === '/api/document/generate-zip')).toBe(false);
  });

  it('downloads the merged PDF of a document whose files can be merged and are more than one', async () => {
    const { calls } = setup();
    const additional = await documentOf('additionalFile');
    await userEvent.click(within(additional).getByRole('button', { name: 'Скачать одним PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Дополнительные файлы.pdf'));
    expect(calls.some((c) => c.path === '/api/document/merge-pdf-document/70400')).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Клиент' }));
    // the passport can be merged but has one file
    expect(within(await documentOf('passport')).queryByRole('button', { name: 'Скачать одним PDF' })).toBeNull();
  });

  it("says 'Файл не может быть загружен' for the merged PDF of a document without an id", async () => {
    const { calls, error } = setup({ list: { deal: [{ ...ADDITIONAL, id: null }] } });
    await userEvent.click(
      within(await documentOf('additionalFile')).getByRole('button', { name: 'Скачать одним PDF' }),
    );
    expect(error).toHaveBeenCalledWith('Файл не может быть загружен');
    expect(calls.some((c) => c.path.startsWith('/api/document/merge-pdf'))).toBe(false);
  });

  it("downloads the merged PDF of the tab's group, or says 'Файл не может быть загружен' without a document", async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Клиент' }));
    await userEvent.click(screen.getByRole('button', { name: 'Скачать группу одним PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Клиент.pdf'));
    const merged = calls.find((c) => c.path === '/api/document/merge-pdf-documents')!;
    expect(merged.query.getAll('ids[]')).toEqual(['70311', '70312']);
    cleanup();
    const { error } = setup({ list: { deal: [{ ...ADDITIONAL, id: null }] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать группу одним PDF' }));
    expect(error).toHaveBeenCalledWith('Файл не может быть загружен');
  });

  it('offers auditors no download: no zip, no merged PDF, no file download, but the viewer', async () => {
    setup({ access: { canDownload: false } });
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Скачать все документы' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать группу одним PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать одним PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать Справка.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Просмотреть Справка.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Справка.pdf (1 из 2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать' })).toBeNull();
  });

  it("opens a file in the viewer from its name, with the document's files to page through", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Фото.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'Фото.jpg (2 из 2)' });
    expect(await within(viewer).findByRole('img', { name: 'Фото.jpg' })).toBeTruthy();
  });

  it('marks the files changed since the previous snapshot for underwriters outside the deal view', async () => {
    const { calls } = setup({ access: { showChanges: true } });
    await waitFor(async () => expect(within(await rowOf('Справка.pdf')).queryByText('Изменен')).toBeTruthy());
    expect(within(await rowOf('Фото.jpg')).getByText('Добавлен')).toBeTruthy();
    const asked = calls.find((c) => c.path === `/api/snapshot/changes/${DEAL}`)!;
    expect(asked.query.getAll('paths[]')).toEqual(['documents']);
  });

  it('marks nothing and asks for no changes otherwise', async () => {
    const { calls } = setup();
    await rowOf('Справка.pdf');
    expect(screen.queryByText('Изменен')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Изменения' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/snapshot/changes'))).toBe(false);
  });

  it("shows a file's comments in a popover and sends one: 'Комментарий отправлен.'", async () => {
    const { calls, success } = setup({ access: { canComment: true } });
    await userEvent.click(within(await rowOf('Справка.pdf')).getByRole('button', { name: 'Комментарии: 1' }));
    const popover = await screen.findByRole('dialog', { name: 'Комментарии: Справка.pdf', hidden: true });
    expect(await within(popover).findByText('Нечитаемо')).toBeTruthy();
    await userEvent.type(within(popover).getByRole('textbox', { hidden: true }), 'Загрузите заново');
    await userEvent.click(within(popover).getByRole('button', { name: 'Отправить', hidden: true }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Комментарий отправлен.'));
    const sent = calls.find((c) => c.method === 'POST' && c.path === `/api/comment/${DEAL}/files/file/901`)!;
    expect(sent.body).toEqual({ text: 'Загрузите заново' });
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
  });

  it('shows auditors no comments: no column, no button (001 §6)', async () => {
    setup({ access: { canComment: false } });
    const row = await rowOf('Справка.pdf');
    expect(within(row).queryByRole('button', { name: /^Комментарии/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Комментарии' })).toBeNull();
  });
});

describe('the verification of documents', () => {
  it('shows a check icon on a verified document and a cross on one in error', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Клиент' }));
    expect(within(await documentOf('passport')).getByRole('img', { name: 'Документ проверен' })).toBeTruthy();
    expect(
      within(await documentOf('driverLicense')).getByRole('img', { name: 'Документ не подтвержден' }),
    ).toBeTruthy();
  });

  it('lets a release manager mark a document verified or in error, then reloads the list', async () => {
    const { calls } = setup({ access: { canVerify: true } });
    const additional = await documentOf('additionalFile');
    await userEvent.click(within(additional).getByRole('button', { name: 'Верно: Дополнительные файлы' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/document/add-verifying-status/70400/verified')).toBe(true),
    );
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
    await userEvent.click(within(additional).getByRole('button', { name: 'Ошибка: Дополнительные файлы' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/document/add-verifying-status/70400/error')).toBe(true),
    );
  });

  it('offers no verification to others, nor on a document without id, files or verifiability', async () => {
    setup();
    await documentOf('additionalFile');
    expect(screen.queryByRole('button', { name: /^Верно:/ })).toBeNull();
    cleanup();
    setup({
      access: { canVerify: true },
      list: {
        deal: [
          { ...ADDITIONAL, id: null },
          { ...ADDITIONAL, code: 'empty', files: [] },
          { ...ADDITIONAL, code: 'plain', verifiable: false },
        ],
      },
    });
    await documentOf('plain');
    expect(screen.queryByRole('button', { name: /^Верно:/ })).toBeNull();
  });
});

describe('deleting files', () => {
  it('lets an administrator delete a file where the page allows it, then reloads the list', async () => {
    const { calls } = setup({ access: { canDelete: true }, allowDelete: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить Справка.pdf' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/delete')).toBe(true));
    expect(calls.find((c) => c.path === '/api/file/delete')!.body).toEqual({ id: 901, documentId: 70400 });
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
  });

  it("says 'Невозможно удалить файл загруженный ранее' on a 403", async () => {
    const { error } = setup({
      access: { canDelete: true },
      allowDelete: true,
      remove: answer({ result: 'Запрещено' }, 403),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить Справка.pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Невозможно удалить файл загруженный ранее'));
    expect(await rowOf('Справка.pdf')).toBeTruthy();
  });

  it("offers no delete without the administrator's right or the allow-delete flag (the page's, else the field's)", async () => {
    setup({ allowDelete: true });
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Удалить Справка.pdf' })).toBeNull();
    cleanup();
    setup({ access: { canDelete: true }, allowDelete: false });
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Удалить Справка.pdf' })).toBeNull();
    cleanup();
    setup({
      access: { canDelete: true },
      fields: {
        additionalFile: {
          type: 'commonAsyncDocument',
          attributes: { documentCode: 'additionalFile', allow_delete: true },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Удалить Справка.pdf' })).toBeTruthy();
  });
});

describe('uploading files', () => {
  it('uploads a chosen file with its progress bar, registers it in the document, then reloads the list', async () => {
    let finish: (file: StoredFile) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_config, _file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { calls } = setup({ access: { canUpload: true } });
    await documentOf('additionalFile');
    choose('additionalFile', pdfOf('Договор.pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Договор.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('default');
    act(() => finish(stored(905, 'Договор.pdf')));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/document/upload/${COLLECTION}`)).toBe(true));
    expect(calls.find((c) => c.path === `/api/document/upload/${COLLECTION}`)!.body).toEqual({
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id: 905, type: 'other' }] }],
    });
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
  });

  it('registers the files uploaded together once, 500 ms after the last', async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) =>
      stored(file === undefined ? 0 : (file as File).name === 'a.pdf' ? 906 : 907, (file as File).name),
    );
    const { calls } = setup({ access: { canUpload: true }, list: { deal: [{ ...ADDITIONAL, limit: 25 }] } });
    await documentOf('additionalFile');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    choose('additionalFile', pdfOf('a.pdf'), pdfOf('b.pdf'));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(calls.some((c) => c.path === `/api/document/upload/${COLLECTION}`)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls.filter((c) => c.path === `/api/document/upload/${COLLECTION}`)).toHaveLength(1));
    const body = calls.find((c) => c.path === `/api/document/upload/${COLLECTION}`)!.body as {
      documents: Array<{ files: unknown[] }>;
    };
    expect(body.documents[0]!.files).toEqual([
      { id: 906, type: 'other' },
      { id: 907, type: 'other' },
    ]);
  });

  it("warns 'Достигнут лимит количества файлов' and uploads only what the limit leaves", async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) => stored(908, (file as File).name));
    const { warn } = setup({ access: { canUpload: true } });
    await documentOf('additionalFile');
    expect(screen.getByText('Файлов: 2 из 3')).toBeTruthy();
    choose('additionalFile', pdfOf('a.pdf'), pdfOf('b.pdf'));
    expect(warn).toHaveBeenCalledWith('Достигнут лимит количества файлов');
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });

  it('offers no add control at the limit, without additionalLoading or without the upload privilege', async () => {
    setup({ access: { canUpload: true }, list: { deal: [{ ...ADDITIONAL, limit: 2 }] } });
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
    cleanup();
    setup({ access: { canUpload: true }, list: { deal: [{ ...ADDITIONAL, additionalLoading: false }] } });
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
    cleanup();
    setup();
    await rowOf('Справка.pdf');
    expect(screen.queryByRole('button', { name: 'Выбрать файлы' })).toBeNull();
  });

  it("checks the size and the media types of the field's configuration, with the size hint in Mb", async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) => stored(909, (file as File).name));
    const { error } = setup({
      access: { canUpload: true },
      list: { deal: [{ ...ADDITIONAL, limit: 25 }] },
      fields: {
        additionalFile: {
          type: 'commonAsyncDocument',
          attributes: { config: { name: 'scans', maxSize: 2097152, mimeTypes: ['application/pdf'] } },
        },
      },
    });
    await documentOf('additionalFile');
    expect(screen.getByText('Файлов: 2 из 25; размер файла до 2.00 Mb')).toBeTruthy();
    expect(screen.getByTestId('upload-deal-additionalFile-input').getAttribute('accept')).toBe('application/pdf');
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    choose('additionalFile', pdfOf('big.pdf', 3_000_000), photo, pdfOf('ok.pdf'));
    expect(error).toHaveBeenCalledWith('big.pdf: размер файла больше 2.00 Mb');
    expect(error).toHaveBeenCalledWith('photo.png: недопустимый тип файла');
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('scans');
    expect((vi.mocked(uploadFile).mock.calls[0]![1] as File).name).toBe('ok.pdf');
  });

  it("shows the server's message under a file whose upload fails", async () => {
    const { ApiError } = await import('@/shared/api/api-error');
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError(400, { messages: [{ type: 'error', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' }] }),
    );
    setup({ access: { canUpload: true } });
    await documentOf('additionalFile');
    choose('additionalFile', pdfOf('a.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'a.pdf: Недопустимый тип файла. Разрешены PDF, JPEG, PNG',
    );
  });

  it("says 'Ошибка валидации документа' on a 4xx registration and removes the file", async () => {
    vi.mocked(uploadFile).mockImplementation(async (_config, file) => stored(910, (file as File).name));
    const { show, calls } = setup({
      access: { canUpload: true },
      register: answer(
        {
          result: 'Ошибка валидации документа',
          errors: [{ propertyPath: 'documents[0].files', message: 'Достигнут лимит количества файлов' }],
        },
        400,
      ),
    });
    await documentOf('additionalFile');
    choose('additionalFile', pdfOf('Лишний.pdf'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        severity: 'error',
        summary: 'Ошибка валидации документа',
        detail: 'Достигнут лимит количества файлов',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('upload-deal-additionalFile-pending')).toBeNull());
    expect(screen.queryByText('Лишний.pdf')).toBeNull();
    expect(listCalls(calls)).toHaveLength(1);
  });
});
