// The scenarios' client in k6: k6/http's async requests (a file as multipart), the cookies of each answer, and a
// check per call named after its operation. The entry files (day.js, events.js) make one per iteration.
import { check } from 'k6';
import http from 'k6/http';
import { setTimeout } from 'k6/timers';
import { createApi } from './api.js';

/** @type {import('./api.js').Transport} */
const transport = async (method, url, { headers, body, file, tags }) => {
  const payload = file ? { [file.field]: http.file(file.data, file.name, file.type) } : (body ?? null);
  const res = await http.asyncRequest(method, url, payload, { headers, tags, responseType: 'text' });
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const [name, values] of Object.entries(res.cookies)) if (values[0]) cookies[name] = values[0].value;
  return { status: res.status, body: typeof res.body === 'string' ? res.body : null, cookies };
};

/**
 * @param {import('./settings.js').Settings} settings
 * @param {import('./api.js').Stream} [stream] the event-stream client (xk6-sse), for the subscribers
 */
export const k6Api = (settings, stream) =>
  createApi(transport, {
    base: settings.base,
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...(stream && { stream }),
    onCall: (call) => check(call, { [`${call.operation} answers as expected`]: (c) => c.ok }, { group: call.group }),
  });
