import type { StoredFile, FormField } from '@autocredit/generated/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import type { FormEnvironment } from '../widget-types';
import { AsyncDocumentWidget } from './async-document-widget';
import { deleteFile, documentFiles, registerFiles, uploadFile } from '@/shared/files';

vi.mock('../../../files/file-api', () => ({
  uploadFile: vi.fn(),
  deleteFile: vi.fn(),
  registerFiles: vi.fn(),
  documentFiles: vi.fn(),
  fileContent: vi.fn(),
}));

const stored = (id: number, documentId: number | null = null): StoredFile => ({
  id,
  name: `f${id}.pdf`,
  path: `/api/file/get/${id}`,
  document: documentId === null ? null : { id: documentId, code: 'additionalFile', group: 'deal' },
});

function show(attributes: FormField['attributes'] = {}, more: Partial<FormEnvironment> = {}, value: StoredFile[] = []) {
  const onChange = vi.fn();
  const env: FormEnvironment = {
    collectionId: 55012,
    underwriter: false,
    showChanged: false,
    phoneActions: false,
    canUpload: true,
    readOnly: false,
    requestReload: () => {},
    ...more,
  };
  render(
    <AsyncDocumentWidget
      field={{ type: 'commonAsyncDocument', label: 'Документы', attributes }}
      name="docs"
      id="docs"
      value={value}
      onChange={onChange}
      onBlur={() => {}}
      inputRef={() => {}}
      disabled={false}
      invalid={false}
      env={env}
    />,
  );
  return onChange;
}

const choose = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('docs-input'), {
    target: { files: names.map((name) => new File(['%PDF'], name, { type: 'application/pdf' })) },
  });

describe('the async document field', () => {
  beforeEach(() => vi.resetAllMocks());

  it("shows the document's current files (additionalFile of the group deal of the form's collection)", async () => {
    vi.mocked(documentFiles).mockResolvedValue([stored(1)]);
    show();
    expect(await screen.findByRole('button', { name: 'f1.pdf' })).toBeTruthy();
    expect(vi.mocked(documentFiles).mock.calls[0]![0]).toEqual({
      collectionId: 55012,
      code: 'additionalFile',
      group: 'deal',
    });
  });

  it("uploads at once, registers the files in the field's document, then sets the document's files as the value", async () => {
    vi.mocked(documentFiles)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([stored(7, 70400)]);
    vi.mocked(uploadFile).mockResolvedValue(stored(7));
    vi.mocked(registerFiles).mockResolvedValue(undefined);
    const onChange = show({ collectionId: 60001, documentCode: 'passport', documentGroup: 'client', config: 'docs' });
    await waitFor(() => expect(documentFiles).toHaveBeenCalledTimes(1));
    choose('Паспорт.pdf');
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('docs');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(7, 70400)]));
    expect(registerFiles).toHaveBeenCalledWith({ collectionId: 60001, code: 'passport', group: 'client' }, [stored(7)]);
  });

  it("shows the server's message when the registration fails", async () => {
    vi.mocked(documentFiles).mockResolvedValue([]);
    vi.mocked(uploadFile).mockResolvedValue(stored(7));
    vi.mocked(registerFiles).mockRejectedValue(
      new ApiError(400, { errors: [{ propertyPath: 'documents[0].files', message: 'Превышен лимит файлов' }] }),
    );
    const onChange = show();
    choose('a.pdf');
    expect(await screen.findByText('Превышен лимит файлов')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers no upload without the upload privilege', async () => {
    vi.mocked(documentFiles).mockResolvedValue([stored(1)]);
    show({}, { canUpload: false });
    expect(await screen.findByRole('button', { name: 'f1.pdf' })).toBeTruthy();
    expect(screen.queryByTestId('docs-input')).toBeNull();
  });

  it('offers no upload without a collection', () => {
    show({}, { collectionId: undefined });
    expect(screen.queryByTestId('docs-input')).toBeNull();
    expect(documentFiles).not.toHaveBeenCalled();
  });

  it('disables the upload once the document has `limit` files', async () => {
    vi.mocked(documentFiles).mockResolvedValue([stored(1), stored(2)]);
    show({ limit: 2 });
    await screen.findByRole('button', { name: 'f2.pdf' });
    expect((screen.getByRole('button', { name: 'Выбрать файл' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a file of the document (allow_delete) and shows the files left', async () => {
    vi.mocked(documentFiles)
      .mockResolvedValueOnce([stored(1, 70400), stored(2, 70400)])
      .mockResolvedValue([stored(2, 70400)]);
    vi.mocked(deleteFile).mockResolvedValue(undefined);
    const onChange = show({ allow_delete: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить f1.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(2, 70400)]));
    expect(deleteFile).toHaveBeenCalledWith(1, 70400);
    expect(screen.queryByRole('button', { name: 'f1.pdf' })).toBeNull();
  });
});
