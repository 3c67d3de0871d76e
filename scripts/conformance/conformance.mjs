// `npm run conformance -- --base https://backend.example --user u --password p [--verbose]`: walks the read
// operations of the contract on a backend as that user (README.md here) and exits 1 on any answer that breaks it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { report, walk } from './walk.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
    user: { type: 'string', default: process.env.CONFORMANCE_USER ?? 'underwriter' },
    password: { type: 'string', default: process.env.CONFORMANCE_PASSWORD },
    verbose: { type: 'boolean', default: false },
  },
});
if (!values.password) {
  console.error('conformance: --password (or CONFORMANCE_PASSWORD) is required');
  process.exit(2);
}
const spec = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
try {
  const rows = await walk({
    spec,
    base: values.base,
    username: values.user,
    password: values.password,
    log: values.verbose ? (line) => console.error(line) : undefined,
  });
  console.log(report(rows, values.user));
  process.exit(rows.some((row) => row.verdict === 'break') ? 1 : 0);
} catch (error) {
  console.error(`conformance: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
