import type { StoredFile, GetRecognizeProgressEvent } from '@autocredit/generated/api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { hubEvents } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { mergeFiles, recognizeMergedFile } from './account-documents-api';
import { BulkUploader } from './bulk-uploader';

vi.mock('./account-documents-api', () => ({ mergeFiles: vi.fn(), recognizeMergedFile: vi.fn() }));

const COLLECTION = 55012;
const merged = (id: number): StoredFile => ({ id, name: 'Пакет_документов.pdf', path: `/api/file/get/${id}` });
const pdfOf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const progress = (load: number, total: number, fileId = 951, collection = COLLECTION): GetRecognizeProgressEvent => ({
  type: 'getRecognizeProgress',
  data: { [String(collection)]: { load, total, title: 'Распознавание документов', fileId } },
  error: null,
});

function setup() {
  const onDone = vi.fn();
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  const show = vi.spyOn(toast, 'show').mockImplementation(() => {});
  render(<BulkUploader collectionId={COLLECTION} onDone={onDone} />);
  return { onDone, success, show };
}
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('bulk-upload-input'), { target: { files } });
const picker = () => screen.getByRole('button', { name: 'Выбрать файлы' }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(mergeFiles).mockReset();
  vi.mocked(recognizeMergedFile).mockReset();
});

describe('the common uploader', () => {
  it('uploads the chosen files in turn, each appended to the merged file of the one before, then starts the recognition', async () => {
    let finish: (file: StoredFile) => void = () => {};
    vi.mocked(mergeFiles)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce(merged(951));
    vi.mocked(recognizeMergedFile).mockResolvedValue();
    setup();
    expect(screen.getByRole('heading', { name: 'Загрузка пакета документов' })).toBeTruthy();
    const first = pdfOf('договор.pdf');
    const second = pdfOf('заявление.pdf');
    choose(first, second);
    expect(await screen.findByText('Загрузка файлов: 0 из 2')).toBeTruthy();
    expect(picker().disabled).toBe(true);
    act(() => finish(merged(950)));
    await waitFor(() => expect(recognizeMergedFile).toHaveBeenCalledWith(951, COLLECTION));
    expect(vi.mocked(mergeFiles).mock.calls).toEqual([
      [COLLECTION, [first], null],
      [COLLECTION, [second], 950],
    ]);
    // waiting for the first progress event
    expect(screen.getByText('Распознавание документов')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Распознавание документов' })).toBeTruthy();
    expect(picker().disabled).toBe(true);
  });

  it("follows the collection's progress events with the title, then says 'Файлы успешно загружены и распознаны' 500 ms after the last", async () => {
    vi.mocked(mergeFiles).mockResolvedValue(merged(951));
    vi.mocked(recognizeMergedFile).mockResolvedValue();
    const { onDone, success } = setup();
    choose(pdfOf('скан.pdf'));
    await waitFor(() => expect(recognizeMergedFile).toHaveBeenCalled());
    act(() => hubEvents.dispatch(progress(1, 3)));
    expect(screen.getByText('Распознавание документов: 1 из 3')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Распознавание документов' }).getAttribute('aria-valuenow')).toBe(
      '33',
    );
    // another collection's, another file's: not ours
    act(() => hubEvents.dispatch(progress(3, 3, 951, 55013)));
    act(() => hubEvents.dispatch(progress(3, 3, 777)));
    expect(screen.getByText('Распознавание документов: 1 из 3')).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hubEvents.dispatch(progress(3, 3)));
    expect(screen.getByText('Распознавание документов: 3 из 3')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(success).toHaveBeenCalledWith('Файлы успешно загружены и распознаны');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker().disabled).toBe(false);
  });

  it("says 'Ошибка загрузки файлов' with the server's reason when an upload fails, and recognises nothing", async () => {
    vi.mocked(mergeFiles).mockRejectedValue(
      new ApiError(400, {
        result: 'Ошибка загрузки файлов',
        errors: [{ propertyPath: 'files[0]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' }],
      }),
    );
    const { show, onDone } = setup();
    choose(pdfOf('скан.pdf'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        severity: 'error',
        summary: 'Ошибка загрузки файлов',
        detail: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG',
      }),
    );
    expect(recognizeMergedFile).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(picker().disabled).toBe(false);
  });

  it("says 'Ошибка распознавания файлов' when the recognition cannot start", async () => {
    vi.mocked(mergeFiles).mockResolvedValue(merged(951));
    vi.mocked(recognizeMergedFile).mockRejectedValue(new ApiError(400, { result: 'Ошибка распознавания файлов' }));
    const { show } = setup();
    choose(pdfOf('скан.pdf'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ severity: 'error', summary: 'Ошибка распознавания файлов' }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says 'Ошибка распознавания файлов' with the server's message of a failed event", async () => {
    vi.mocked(mergeFiles).mockResolvedValue(merged(951));
    vi.mocked(recognizeMergedFile).mockResolvedValue();
    const { show, onDone, success } = setup();
    choose(pdfOf('скан.pdf'));
    await waitFor(() => expect(recognizeMergedFile).toHaveBeenCalled());
    act(() => hubEvents.dispatch({ ...progress(1, 3), error: 'Сервис распознавания недоступен' }));
    expect(show).toHaveBeenCalledWith({
      severity: 'error',
      summary: 'Ошибка распознавания файлов',
      detail: 'Сервис распознавания недоступен',
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => hubEvents.dispatch(progress(3, 3)));
    expect(success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('ignores progress events while nothing is under way', () => {
    const { success } = setup();
    act(() => hubEvents.dispatch(progress(3, 3)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(success).not.toHaveBeenCalled();
  });
});
