// The scenarios' transport in Node (npm test runs each scenario once against the stub through it).

/** @type {import('./api.js').Transport} */
export const nodeTransport = async (method, url, { headers, body }) => {
  const res = await fetch(url, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return { status: res.status, body: await res.text() };
  await res.arrayBuffer();
  return { status: res.status, body: null };
};
