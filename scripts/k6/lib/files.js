// Scans as the clerks upload them: a small PDF per document, stored by the server as a form's file field takes it.

/** A one-page PDF, as a scanner's driver would make it. @param {string} title */
const scan = (title) =>
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    `3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Title (${title})>> endobj`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');

/**
 * Uploads a scan; the file as a form's file field takes it.
 * @param {import('./api.js').Api} api
 * @param {string} name
 * @param {string} [group]
 */
export async function upload(api, name, group = 'wizard') {
  const file = { field: 'file', name, type: 'application/pdf', data: scan(name) };
  const stored = await api.post('uploadFile', '/api/file/upload/default', { group, file });
  const result = stored.data?.result;
  return result ? [{ id: result.id, name: result.name, path: result.path }] : [];
}
