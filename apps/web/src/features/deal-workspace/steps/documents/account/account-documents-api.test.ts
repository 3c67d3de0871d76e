import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/shared/api/api-error';
import { configureApi } from '@/shared/api/client';
import { exampleFile, mergeFiles, recognizeMergedFile } from './account-documents-api';

const merged = { id: 901250, name: 'Пакет_документов.pdf', path: '/api/file/get/901250', mimeType: 'application/pdf' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client against a fetch mock; the requests it saw. */
function backend(answer: (request: Request) => Response) {
  const calls: Request[] = [];
  const show = vi.fn();
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    {
      fetch: (async (request: Request) => {
        calls.push(request.clone());
        return answer(request);
      }) as typeof fetch,
      toaster: { show },
    },
  );
  return { calls, show };
}

afterEach(() => vi.restoreAllMocks());

describe('the account documents calls', () => {
  it('merge files as multipart files[], mergedFileId and collectionId, answering the merged file', async () => {
    const { calls } = backend(() => json({ result: { file: merged } }));
    const append = vi.spyOn(FormData.prototype, 'append');
    const pdf = new File(['%PDF'], 'Договор.pdf', { type: 'application/pdf' });
    expect(await mergeFiles(55012, [pdf], 901249)).toEqual(merged);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('http://api.test/api/file/mergeFile/common');
    expect(append.mock.calls.map(([name, value]) => [name, value instanceof Blob ? 'file' : value])).toEqual([
      ['files[]', 'file'],
      ['mergedFileId', '901249'],
      ['collectionId', '55012'],
    ]);
    expect(append.mock.calls[0]![1]).toBe(pdf);
    append.mockClear();
    await mergeFiles(55012, [pdf], null);
    expect(append.mock.calls.map(([name]) => name)).toEqual(['files[]', 'collectionId']);
  });

  it('leave the failure of a merge to the uploader: no toast of the client', async () => {
    const { show } = backend(() =>
      json({ result: 'Ошибка загрузки файлов', errors: [{ propertyPath: 'files[0]', message: 'Недопустимый' }] }, 400),
    );
    const failure = await mergeFiles(55012, [new File(['x'], 'a.txt')], null).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(show).not.toHaveBeenCalled();
  });

  it('start the recognition of a merged file with the collection and the config common', async () => {
    const { calls } = backend(() => json({ result: true }));
    await recognizeMergedFile(901250, 55012);
    expect(calls[0]!.url).toBe('http://api.test/api/file/recognizedMergedFile/901250/common');
    expect(await calls[0]!.json()).toEqual({ collectionId: 55012, config: 'common' });
  });

  it('download an example file by its code as a blob', async () => {
    const { calls } = backend(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await exampleFile('exampleConsentToPPD');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]!.url).toBe('http://api.test/api/file/download/static/exampleConsentToPPD');
  });
});
