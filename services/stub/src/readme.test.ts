import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from './domain/auth/seed-users';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const config = readFileSync(new URL('./config/config.ts', import.meta.url), 'utf8');

describe('README.md', () => {
  it('lists every seeded user with its role', () => {
    for (const user of SEED_USERS) expect(readme).toContain(`| ${user.id} | \`${user.username}\` | ${user.roles[0]} |`);
  });

  it('documents every environment variable the stub reads', () => {
    const names = [...new Set([...config.matchAll(/\b(STUB_[A-Z_]+|HOST|PORT|LOG_LEVEL)\b/g)].map((m) => m[1]!))];
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const name of names) expect(readme).toContain(`\`${name}\``);
  });
});
