import type {
  StoredFile,
  GetRecognizedDataEvent,
  GetRecognizeProgressEvent,
  RecognitionUpload,
  RecognizedData,
} from '@autocredit/generated/api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { createHubEventBus, type HubEventBus } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { uploadForRecognition } from '../api/short-form-files-api';
import { RecognitionUploader } from './recognition-uploader';

vi.mock('../api/short-form-files-api', () => ({ uploadForRecognition: vi.fn(), personalDataConsent: vi.fn() }));

const COLLECTION = 70412;
const uploaded = (collectionId: number, ...ids: number[]): RecognitionUpload => ({
  collectionId,
  files: ids.map((id) => ({ id, name: `скан-${id}.pdf`, mimeType: 'application/pdf', size: 100 })),
});
const stored = (id: number): StoredFile => ({
  id,
  name: `скан-${id}.pdf`,
  path: `/api/file/get/${id}`,
  mimeType: 'application/pdf',
});
const pdfOf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const progress = (load: number, total: number, fileId: number, collection = COLLECTION): GetRecognizeProgressEvent => ({
  type: 'getRecognizeProgress',
  data: { [String(collection)]: { load, total, title: 'Распознавание документов', fileId } },
  error: null,
});
const data = (collectionId = COLLECTION): RecognizedData => ({
  collectionId,
  fileId: 90311,
  person: {
    surName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    birthDate: '1985-03-14',
    gender: 'man',
    bornPlace: 'гор. Москва',
    addressRegistration: null,
  },
  passport: {
    series: '4510',
    number: '123456',
    issueDate: '2015-06-18',
    divisionCode: '770-093',
    divisionName: 'Отделом УФМС России по гор. Москве по району Марьино',
  },
});
const recognized = (collectionId = COLLECTION, error: string | null = null): GetRecognizedDataEvent => ({
  type: 'getRecognizedData',
  data: data(collectionId),
  error,
});

let bus: HubEventBus;
beforeEach(() => {
  bus = createHubEventBus();
});
afterEach(() => {
  vi.mocked(uploadForRecognition).mockReset();
  vi.restoreAllMocks();
});

/** The uploader on a page that keeps its files. */
function setup(initial: StoredFile[] = [], disabled = false) {
  const onFilesChange = vi.fn();
  const onRecognized = vi.fn();
  const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
  function Page() {
    const [files, setFiles] = useState(initial);
    return (
      <RecognitionUploader
        id="short-docs"
        label="Паспорт и согласие"
        files={files}
        onFilesChange={(next) => {
          onFilesChange(next);
          setFiles(next);
        }}
        onRecognized={onRecognized}
        disabled={disabled}
        bus={bus}
      />
    );
  }
  render(<Page />);
  return { onFilesChange, onRecognized, success };
}
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('short-docs-input'), { target: { files } });
const picker = () => screen.getByRole('button', { name: 'Выбрать файлы' }) as HTMLButtonElement;
const dispatch = (event: GetRecognizeProgressEvent | GetRecognizedDataEvent) => act(() => bus.dispatch(event));

describe('the short form uploader', () => {
  it('uploads the chosen files, adds them to the files as stored files and waits for the recognition', async () => {
    let answer: (upload: RecognitionUpload) => void = () => {};
    vi.mocked(uploadForRecognition).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { onFilesChange } = setup([stored(1)]);
    expect(screen.getByLabelText('Паспорт и согласие')).toBe(picker());
    const first = pdfOf('паспорт.pdf');
    const second = pdfOf('согласие.pdf');
    choose(first, second);
    expect(await screen.findByText('Загрузка файлов')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файлов' })).toBeTruthy();
    expect(picker().disabled).toBe(true);
    expect(uploadForRecognition).toHaveBeenCalledWith([first, second], null);
    act(() => answer(uploaded(COLLECTION, 90311, 90312)));
    await waitFor(() => expect(onFilesChange).toHaveBeenCalledWith([stored(1), stored(90311), stored(90312)]));
    expect(screen.getByRole('button', { name: 'скан-90311.pdf' })).toBeTruthy();
    expect(screen.getByText('Распознавание документов')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Распознавание документов' })).toBeTruthy();
    expect(picker().disabled).toBe(true);
  });

  it("follows the progress of its collection's files with the title, and hands on the recognised data of its collection only", async () => {
    vi.mocked(uploadForRecognition).mockResolvedValue(uploaded(COLLECTION, 90311, 90312));
    const { onRecognized, success } = setup();
    choose(pdfOf('паспорт.pdf'), pdfOf('согласие.pdf'));
    await screen.findByText('Распознавание документов');
    dispatch(progress(1, 2, 90311));
    expect(screen.getByText('Распознавание документов: 1 из 2')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Распознавание документов' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    // another collection's, another upload's file: not ours
    dispatch(progress(2, 2, 90312, 55012));
    dispatch(progress(2, 2, 777));
    expect(screen.getByText('Распознавание документов: 1 из 2')).toBeTruthy();
    dispatch(progress(2, 2, 90312));
    expect(screen.getByText('Распознавание документов: 2 из 2')).toBeTruthy();
    dispatch(recognized(55012));
    expect(onRecognized).not.toHaveBeenCalled();
    dispatch(recognized());
    expect(onRecognized).toHaveBeenCalledExactlyOnceWith(data());
    expect(success).toHaveBeenCalledWith('Файлы успешно загружены и распознаны');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker().disabled).toBe(false);
    // nothing under way: a late event changes nothing
    dispatch(recognized());
    expect(onRecognized).toHaveBeenCalledTimes(1);
  });

  it('uploads further files to the same collection', async () => {
    vi.mocked(uploadForRecognition)
      .mockResolvedValueOnce(uploaded(COLLECTION, 90311))
      .mockResolvedValueOnce(uploaded(COLLECTION, 90320));
    const { onFilesChange } = setup();
    choose(pdfOf('паспорт.pdf'));
    await screen.findByText('Распознавание документов');
    dispatch(recognized());
    const consent = pdfOf('согласие.pdf');
    choose(consent);
    await waitFor(() => expect(uploadForRecognition).toHaveBeenLastCalledWith([consent], COLLECTION));
    await waitFor(() => expect(onFilesChange).toHaveBeenLastCalledWith([stored(90311), stored(90320)]));
  });

  it('lists the files, each removable', async () => {
    const { onFilesChange } = setup([stored(1), stored(2)]);
    expect(screen.getByRole('button', { name: 'скан-1.pdf' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить скан-1.pdf' }));
    expect(onFilesChange).toHaveBeenCalledWith([stored(2)]);
    expect(screen.queryByRole('button', { name: 'скан-1.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'скан-2.pdf' })).toBeTruthy();
  });

  it('takes no files and removes none while disabled', () => {
    setup([stored(1)], true);
    expect(picker().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Удалить скан-1.pdf' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Ошибка загрузки файлов' with the server's reason when the upload fails, and adds nothing", async () => {
    vi.mocked(uploadForRecognition).mockRejectedValue(
      new ApiError(400, {
        result: 'Ошибка загрузки файлов',
        errors: [{ propertyPath: 'files[0]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' }],
      }),
    );
    const { onFilesChange } = setup();
    choose(pdfOf('скан.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ошибка загрузки файлов: Недопустимый тип файла. Разрешены PDF, JPEG, PNG',
    );
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker().disabled).toBe(false);
  });

  it("says only 'Ошибка загрузки файлов' when the server gives no reason", async () => {
    vi.mocked(uploadForRecognition).mockRejectedValue(new TypeError('Failed to fetch'));
    setup();
    choose(pdfOf('скан.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка загрузки файлов');
  });

  it("says 'Ошибка распознавания файлов' with the server's message of a failed progress event", async () => {
    vi.mocked(uploadForRecognition).mockResolvedValue(uploaded(COLLECTION, 90311));
    const { onRecognized } = setup();
    choose(pdfOf('скан.pdf'));
    await screen.findByText('Распознавание документов');
    dispatch({ ...progress(1, 1, 90311), error: 'Сервис распознавания недоступен' });
    expect(screen.getByRole('alert').textContent).toBe('Ошибка распознавания файлов: Сервис распознавания недоступен');
    expect(screen.queryByRole('progressbar')).toBeNull();
    dispatch(recognized());
    expect(onRecognized).not.toHaveBeenCalled();
  });

  it("says 'Ошибка распознавания файлов' when the recognised data event failed, and hands nothing on", async () => {
    vi.mocked(uploadForRecognition).mockResolvedValue(uploaded(COLLECTION, 90311));
    const { onRecognized, success } = setup();
    choose(pdfOf('скан.pdf'));
    await screen.findByText('Распознавание документов');
    dispatch(recognized(COLLECTION, 'Ошибка распознавания файлов'));
    expect(screen.getByRole('alert').textContent).toBe('Ошибка распознавания файлов');
    expect(onRecognized).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    // a new upload clears the failure
    choose(pdfOf('скан-2.pdf'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
