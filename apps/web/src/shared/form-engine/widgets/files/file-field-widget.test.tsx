import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileFieldWidget } from './file-field-widget';
import { documentFiles } from '@/shared/files';

vi.mock('../../../files/file-api', () => ({
  uploadFile: vi.fn(),
  deleteFile: vi.fn(),
  registerFiles: vi.fn(),
  documentFiles: vi.fn(async () => []),
  fileContent: vi.fn(),
}));

const env = {
  collectionId: 55012,
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: true,
  readOnly: false,
  requestReload: () => undefined,
};

function show(async: boolean) {
  render(
    <FileFieldWidget
      field={{
        type: 'file',
        label: 'Скан паспорта',
        attributes: { async, documentCode: 'passport', documentGroup: 'client' },
      }}
      name="scan"
      id="scan"
      value={[]}
      onChange={() => undefined}
      onBlur={() => undefined}
      inputRef={() => undefined}
      disabled={false}
      invalid={false}
      env={env}
    />,
  );
}

describe('the file field', () => {
  it('with async, works on the collection document: its files are read from it', () => {
    show(true);
    expect(documentFiles).toHaveBeenCalledWith(
      expect.objectContaining({ collectionId: 55012, code: 'passport', group: 'client' }),
      expect.anything(),
    );
  });

  it('without async, keeps its files in the value and reads no document', () => {
    vi.mocked(documentFiles).mockClear();
    show(false);
    expect(documentFiles).not.toHaveBeenCalled();
    expect(screen.getByTestId('scan-input')).toBeTruthy();
  });
});
