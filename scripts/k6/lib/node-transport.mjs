// The scenarios' transport and event-stream client in Node (npm test runs each scenario once against the stub).
import { EventSource } from 'eventsource';

/** @type {import('./api.js').Transport} */
export const nodeTransport = async (method, url, { headers, body, file }) => {
  let payload = body;
  if (file) {
    payload = new FormData();
    payload.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  }
  const res = await fetch(url, { method, headers, body: payload });
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return { status: res.status, body: await res.text(), cookies };
  await res.arrayBuffer();
  return { status: res.status, body: null, cookies };
};

/** @type {import('./api.js').Stream} */
export const nodeStream = (url, { headers, until, seconds }) =>
  new Promise((resolve) => {
    const events = [];
    let status = 0;
    const source = new EventSource(url, {
      fetch: async (input, init) => {
        const res = await fetch(input, { ...init, headers: { ...init?.headers, ...headers } });
        status = res.status;
        return res;
      },
    });
    const done = () => {
      clearTimeout(timer);
      source.close();
      resolve({ status, events });
    };
    const timer = setTimeout(done, seconds * 1000);
    source.onmessage = (message) => {
      events.push({ id: message.lastEventId, data: message.data });
      if (until(events)) done();
    };
    source.onerror = () => {
      if (status !== 200) done();
    };
  });
