/**
 * A `fetch` for one call of the typed client, made with XMLHttpRequest because `fetch` reports no upload progress.
 * It is given to openapi-fetch per request (`api().POST(path, { fetch: progressFetch(onProgress) })`), so the call
 * still goes through the client's middleware: the bearer token and the app-session id are on `request.headers`,
 * a 401 is retried after a refresh, the failures are told as for every call. Only the transport differs.
 */
export function progressFetch(onProgress: (percent: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve(responseOf(xhr));
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/** The answer of a finished XMLHttpRequest as a fetch Response. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const empty = [101, 204, 205, 304].includes(xhr.status);
  return new Response(empty ? null : (xhr.response as ArrayBuffer | null), {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
}
