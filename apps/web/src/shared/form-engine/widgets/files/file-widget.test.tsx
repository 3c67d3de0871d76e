import type { StoredFile, FormField } from '@autocredit/generated/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';
import type { FormEnvironment } from '../widget-types';
import { deleteFile, uploadFile } from '@/shared/files';
import { FileWidget } from './file-widget';
import { UPLOADED_DEBOUNCE_MS } from '@/shared/files';

vi.mock('../../../files/file-api', () => ({
  uploadFile: vi.fn(),
  deleteFile: vi.fn(),
  registerFiles: vi.fn(),
  documentFiles: vi.fn(),
  fileContent: vi.fn(),
}));

const env: FormEnvironment = {
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: true,
  readOnly: false,
  requestReload: () => {},
};
const stored = (id: number, name = `f${id}.pdf`, documentId: number | null = null): StoredFile => ({
  id,
  name,
  path: `/api/file/get/${id}`,
  document: documentId === null ? null : { id: documentId, code: 'additionalFile', group: 'deal' },
});

function show(attributes: FormField['attributes'] = {}, value: StoredFile[] = [], disabled = false) {
  const onChange = vi.fn();
  const field: FormField = { type: 'file', label: 'Файлы', attributes };
  render(
    <FileWidget
      field={field}
      name="files"
      id="files"
      value={value}
      onChange={onChange}
      onBlur={() => {}}
      inputRef={() => {}}
      disabled={disabled}
      invalid={false}
      env={env}
    />,
  );
  return onChange;
}

const choose = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('files-input'), {
    target: { files: names.map((name) => new File(['%PDF'], name, { type: 'application/pdf' })) },
  });

describe('the file field', () => {
  beforeEach(() => vi.resetAllMocks());

  it("uploads a chosen file to the field's config with a progress bar, then adds it to the value after 500 ms", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (file: StoredFile) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_config, _file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onChange = show({ config: 'passport' }, [stored(1)]);
    choose('Паспорт.pdf');
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('passport');
    expect((vi.mocked(uploadFile).mock.calls[0]![1] as File).name).toBe('Паспорт.pdf');
    const bar = screen.getByRole('progressbar', { name: 'Паспорт.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    report(40);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    const started = Date.now();
    finish(stored(2, 'Паспорт.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(1), stored(2, 'Паспорт.pdf')]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(UPLOADED_DEBOUNCE_MS - 50);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("uses the config 'default' when the field names none, and adds the files finished together at once", async () => {
    vi.mocked(uploadFile).mockImplementation(async (_c, file) => stored((file as File).size + 10, (file as File).name));
    const onChange = show({ multiple: true });
    choose('a.pdf', 'b.pdf');
    expect(vi.mocked(uploadFile).mock.calls.map((call) => call[0])).toEqual(['default', 'default']);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0].map((f: StoredFile) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('is disabled once the files reach the limit (25 by default) and enabled below it', () => {
    const full = Array.from({ length: 25 }, (_, i) => stored(i + 1));
    show({}, full);
    expect((screen.getByRole('button', { name: 'Выбрать файл' }) as HTMLButtonElement).disabled).toBe(true);
    const below = full.slice(0, 24);
    show({}, below);
    expect((screen.getAllByRole('button', { name: 'Выбрать файл' })[1] as HTMLButtonElement).disabled).toBe(false);
  });

  it('uploads no more files than the limit leaves room for, and counts the uploads under way', () => {
    vi.mocked(uploadFile).mockImplementation(() => new Promise(() => {}));
    show({ multiple: true, limit: 3 }, [stored(1)]);
    choose('a.pdf', 'b.pdf', 'c.pdf');
    expect(vi.mocked(uploadFile)).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: 'Выбрать файлы' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is disabled when the field is', () => {
    show({}, [], true);
    expect((screen.getByRole('button', { name: 'Выбрать файл' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message of a failed upload under the field", async () => {
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError(400, { result: null, messages: [{ type: 'error', message: 'Недопустимый тип файла' }] }),
    );
    show();
    choose('a.exe');
    expect(await screen.findByText('a.exe: Недопустимый тип файла')).toBeTruthy();
  });

  it("shows 'Что-то пошло не так' when an upload fails without a message", async () => {
    vi.mocked(uploadFile).mockRejectedValue(new TypeError('Failed to fetch'));
    show();
    choose('a.pdf');
    expect(await screen.findByText('a.pdf: Что-то пошло не так')).toBeTruthy();
  });

  it('lists the files by name; without allow_delete there is no delete button', () => {
    show({}, [stored(1, 'Паспорт.pdf')]);
    expect(screen.getByRole('button', { name: 'Паспорт.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить Паспорт.pdf' })).toBeNull();
  });

  it('deletes a file not registered yet from the value alone', async () => {
    const onChange = show({ allow_delete: true }, [stored(1), stored(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить f1.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(2)]));
    expect(deleteFile).not.toHaveBeenCalled();
  });

  it('deletes a file of a document on the server with its id and document id, then from the value', async () => {
    vi.mocked(deleteFile).mockResolvedValue(undefined);
    const onChange = show({ allow_delete: true }, [stored(1, 'a.pdf', 70311), stored(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить a.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(2)]));
    expect(deleteFile).toHaveBeenCalledWith(1, 70311);
  });

  it("keeps a file the server refuses to delete and says 'Невозможно удалить файл загруженный ранее'", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const text = 'Невозможно удалить файл загруженный ранее';
    vi.mocked(deleteFile).mockRejectedValue(new ApiError(403, { result: text, detail: text }));
    const onChange = show({ allow_delete: true }, [stored(1, 'a.pdf', 70311)]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить a.pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(text));
    expect(onChange).not.toHaveBeenCalled();
  });
});
