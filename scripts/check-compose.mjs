// Validates docker-compose.yml with docker-compose v1 (no Docker engine is needed for `config`).
import { execFileSync } from 'node:child_process';

try {
  execFileSync('docker-compose', ['config', '-q'], { stdio: 'inherit' });
  execFileSync('docker-compose', ['--profile', 'load', 'config', '-q'], { stdio: 'inherit' });
  console.log('docker-compose.yml is valid');
} catch (error) {
  console.error('docker-compose.yml is invalid, or docker-compose is missing (apt-get install -y docker-compose)');
  process.exit(typeof error?.status === 'number' ? error.status : 1);
}
