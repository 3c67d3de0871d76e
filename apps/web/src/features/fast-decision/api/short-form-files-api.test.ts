import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/shared/api/api-error';
import { configureApi } from '@/shared/api/client';
import { personalDataConsent, uploadForRecognition } from './short-form-files-api';

const upload = {
  collectionId: 70412,
  files: [{ id: 90311, name: 'passport.jpg', mimeType: 'image/jpeg', size: 482113 }],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client against a fetch mock; the requests it saw and the toasts it showed. */
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

describe('the short form files calls', () => {
  it('upload the files as multipart files[], with the collection of a further upload, answering the upload', async () => {
    const { calls } = backend(() => json({ result: upload }));
    const append = vi.spyOn(FormData.prototype, 'append');
    const first = new File(['jpg'], 'passport.jpg', { type: 'image/jpeg' });
    const second = new File(['%PDF'], 'consent.pdf', { type: 'application/pdf' });
    expect(await uploadForRecognition([first, second], null)).toEqual(upload);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('http://api.test/api/file/uploadAndRecognized/default');
    expect(append.mock.calls.map(([name, value]) => [name, value])).toEqual([
      ['files[]', first],
      ['files[]', second],
    ]);
    append.mockClear();
    await uploadForRecognition([first], 70412);
    expect(append.mock.calls.map(([name, value]) => [name, value instanceof Blob ? 'file' : value])).toEqual([
      ['files[]', 'file'],
      ['collectionId', '70412'],
    ]);
  });

  it('leave the failure of an upload to the uploader: no toast of the client', async () => {
    const { show } = backend(() =>
      json({ result: 'Ошибка загрузки файлов', errors: [{ propertyPath: 'files[0]', message: 'Недопустимый' }] }, 400),
    );
    const failure = await uploadForRecognition([new File(['x'], 'a.txt')], null).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(show).not.toHaveBeenCalled();
  });

  it('post the consent request and answer the PDF as a blob', async () => {
    const { calls } = backend(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const request = {
      name: 'Иванов Иван Иванович',
      addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
      passportInfo: '4510 123456, выдан 18.06.2015 ГУ МВД России по г. Москве, код подразделения 770-001',
      oldFullName: null,
      birthDate: '1985-04-12',
      bornPlace: 'г. Москва',
    };
    const blob = await personalDataConsent(request);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]!.url).toBe('http://api.test/api/document/generate-file/consentToProcessingOfPersonalData');
    expect(await calls[0]!.json()).toEqual(request);
  });
});
