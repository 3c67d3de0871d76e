import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/shared/api/api-error';
import { configureApi } from '@/shared/api/client';
import { deleteFile, documentFiles, fileContent, registerFiles, uploadFile } from './file-api';

const stored = { id: 901246, name: 'ИУ.pdf', path: '/api/file/get/901246', type: 'default', document: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in client against a fetch mock; the calls it saw. */
function backend(answer: (request: Request) => Response = () => json({ result: true })) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push(request.clone());
    return answer(request);
  });
  const session = { getState: () => ({ access: 'token-1', refresh: null }) };
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetch as unknown as typeof globalThis.fetch, toaster: { show: () => {} }, session: session as never },
  );
  return calls;
}

/** A stand-in XMLHttpRequest: what was sent, and a way to report progress and answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseType = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  send(body: Blob | null) {
    this.body = body;
  }
  abort() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
    this.onload?.();
  }
}

describe('the file calls', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads one file as the multipart part `file` to /api/file/upload/{config} with the token, telling the progress', async () => {
    backend();
    const append = vi.spyOn(FormData.prototype, 'append');
    const progress: number[] = [];
    const file = new File(['%PDF-1.7'], 'Паспорт.pdf', { type: 'application/pdf' });
    const done = uploadFile('passport', file, (percent) => progress.push(percent));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/file/upload/passport');
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(xhr.body, { headers: { 'content-type': xhr.headers['content-type']! } }).formData();
    expect(await (form.get('file') as File).text()).toBe('%PDF-1.7');
    // jsdom's FormData loses the name on its way into Node's Request; the browser keeps what is appended.
    expect(append).toHaveBeenCalledWith('file', file, 'Паспорт.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { result: stored });
    expect(await done).toEqual(stored);
    expect(progress).toEqual([25, 100]);
  });

  it("fails an upload with the server's answer (400 and its messages)", async () => {
    backend();
    const done = uploadFile('default', new File(['x'], 'a.exe'), () => {});
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    FakeXhr.last!.answer(400, { result: null, messages: [{ type: 'error', message: 'Недопустимый тип файла' }] });
    const error: unknown = await done.catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
  });

  it("registers the files in the document: documents [{code, group, files [{id, type 'other'}]}]", async () => {
    const calls = backend();
    await registerFiles({ collectionId: 55012, code: 'additionalFile', group: 'deal' }, [stored]);
    expect(calls[0]!.url).toBe('http://api.test/api/document/upload/55012');
    expect(calls[0]!.method).toBe('POST');
    expect(await calls[0]!.json()).toEqual({
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id: 901246, type: 'other' }] }],
    });
  });

  it("asks a document's files by collection, code and group", async () => {
    const calls = backend(() => json({ result: [stored] }));
    expect(await documentFiles({ collectionId: 55012, code: 'passport', group: 'client' })).toEqual([stored]);
    expect(calls[0]!.url).toBe('http://api.test/api/document/get-document/55012/passport/client');
  });

  it('deletes a file with its id and document id', async () => {
    const calls = backend();
    await deleteFile(901245, 70311);
    expect(calls[0]!.url).toBe('http://api.test/api/file/delete');
    expect(await calls[0]!.json()).toEqual({ id: 901245, documentId: 70311 });
  });

  it("fetches a file's path as a blob with the token", async () => {
    const calls = backend(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await fileContent('/api/file/get/901245');
    expect(await blob.text()).toBe('%PDF');
    expect(calls[0]!.url).toBe('http://api.test/api/file/get/901245');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
