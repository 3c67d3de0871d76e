import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/toast';
import type { FormEnvironment } from '../widget-types';
import { DownloadFileWidget, type DownloadFileValue } from './download-file-widget';
import { fileContent } from '@/shared/files';
import { BLOB_URL_LIFE_MS } from '@/shared/lib/save-blob';

vi.mock('../../../files/file-api', () => ({ fileContent: vi.fn() }));

const env: FormEnvironment = {
  underwriter: false,
  showChanged: false,
  phoneActions: false,
  canUpload: false,
  readOnly: true,
  requestReload: () => {},
};

function show(value: DownloadFileValue | null) {
  render(
    <DownloadFileWidget
      field={{ type: 'downloadFile', label: 'Предварительное решение' }}
      name="decision"
      id="decision"
      value={value}
      onChange={() => {}}
      onBlur={() => {}}
      inputRef={() => {}}
      disabled
      invalid={false}
      env={env}
    />,
  );
}

describe('the download field', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    vi.resetAllMocks();
    created.length = 0;
    revoked.length = 0;
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:${created.length}`);
      return created.at(-1)!;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.useRealTimers());

  it('fetches the path and saves the file under its name, releasing the blob URL after 1 s', async () => {
    vi.mocked(fileContent).mockResolvedValue(new Blob(['%PDF']));
    show({ path: '/api/file/get/901230', name: 'Предварительное_решение.pdf' });
    const link = screen.getByRole('button', { name: 'Предварительное_решение.pdf' }) as HTMLButtonElement;
    expect(link.disabled).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(link);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:0', download: 'Предварительное_решение.pdf' }]));
    expect(fileContent).toHaveBeenCalledWith('/api/file/get/901230');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(BLOB_URL_LIFE_MS);
    expect(revoked).toEqual(['blob:0']);
  });

  it('says what went wrong when the file cannot be fetched', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    vi.mocked(fileContent).mockRejectedValue(new ApiError(404, { result: 'Файл не найден' }));
    show({ path: '/api/file/get/1', name: 'a.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'a.pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Файл не найден'));
    expect(saved).toEqual([]);
  });

  it('shows a dash when there is no file', () => {
    show(null);
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
