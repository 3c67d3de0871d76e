// Validates docker-compose.yml with docker-compose v1 (no Docker engine is needed for `config`), and checks its secure
// defaults as compose resolves them with nothing set (no environment, no .env): the stub's control surface off, no hub key written in the file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const clean = { ...process.env };
const noEnvFile = join(mkdtempSync(join(tmpdir(), 'compose-')), 'empty.env');
writeFileSync(noEnvFile, '');
delete clean.STUB_CONTROL;
delete clean.STUB_MERCURE_JWT_KEY;

function fail(message) {
  console.error(message);
  process.exit(1);
}

try {
  execFileSync('docker-compose', ['config', '-q'], { stdio: 'inherit' });
  execFileSync('docker-compose', ['--profile', 'load', 'config', '-q'], { stdio: 'inherit' });
  execFileSync('docker-compose', ['--profile', 'mercure', 'config', '-q'], { stdio: 'inherit' });
} catch (error) {
  console.error('docker-compose.yml is invalid, or docker-compose is missing (apt-get install -y docker-compose)');
  process.exit(typeof error?.status === 'number' ? error.status : 1);
}

const resolved = parse(
  execFileSync('docker-compose', ['--env-file', noEnvFile, 'config'], { env: clean, encoding: 'utf8' }),
);
const stub = resolved.services.stub.environment;
if (stub.STUB_CONTROL !== '0') fail(`compose: the stub's control surface must be off unless asked (STUB_CONTROL=1)`);
if (stub.STUB_MERCURE_JWT_KEY) fail('compose: the hub key must come from the environment or .env, not the file');
const asked = parse(
  execFileSync('docker-compose', ['--env-file', noEnvFile, 'config'], {
    env: { ...clean, STUB_CONTROL: '1', STUB_MERCURE_JWT_KEY: 'from-the-env' },
    encoding: 'utf8',
  }),
).services.stub.environment;
if (asked.STUB_CONTROL !== '1' || asked.STUB_MERCURE_JWT_KEY !== 'from-the-env') {
  fail('compose: STUB_CONTROL and STUB_MERCURE_JWT_KEY must reach the stub from the environment');
}
// The mercure profile: the stub publishes to the hub, nginx sends the event stream there, both with the one key.
const relayed = parse(
  execFileSync('docker-compose', ['--env-file', noEnvFile, '--profile', 'mercure', 'config'], {
    env: {
      ...clean,
      STUB_MERCURE_JWT_KEY: 'from-the-env',
      STUB_MERCURE_PUBLISH_URL: 'http://mercure/.well-known/mercure',
      HUB_URL: 'http://mercure',
    },
    encoding: 'utf8',
  }),
).services;
if (
  relayed.stub.environment.STUB_MERCURE_PUBLISH_URL !== 'http://mercure/.well-known/mercure' ||
  relayed.web.environment.HUB_URL !== 'http://mercure' ||
  relayed.mercure.environment.MERCURE_PUBLISHER_JWT_KEY !== 'from-the-env' ||
  relayed.mercure.environment.MERCURE_SUBSCRIBER_JWT_KEY !== 'from-the-env'
) {
  fail('compose: the mercure profile must point the stub and nginx at the hub, with the one key');
}
console.log('docker-compose.yml is valid; the control surface is off and no hub key is in the file');
