import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from './domain/auth/seed-users';

const docsDir = new URL('../docs/', import.meta.url);
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const settings = readFileSync(new URL('settings.md', docsDir), 'utf8');
const config = readFileSync(new URL('./config/config.ts', import.meta.url), 'utf8');

describe('README.md', () => {
  it('lists every seeded user with its role', () => {
    for (const user of SEED_USERS) expect(readme).toContain(`| ${user.id} | \`${user.username}\` | ${user.roles[0]} |`);
  });

  it('links every document of docs/, and every docs/ link it holds names a file there', () => {
    const files = readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .sort();
    const linked = [...new Set([...readme.matchAll(/\]\(docs\/([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!))].sort();
    expect(files.length).toBeGreaterThan(0);
    expect(linked).toEqual(files);
  });
});

describe('docs/settings.md', () => {
  it('documents every environment variable the stub reads', () => {
    const names = [...new Set([...config.matchAll(/\b(STUB_[A-Z_]+|HOST|PORT|LOG_LEVEL)\b/g)].map((m) => m[1]!))];
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const name of names) expect(settings).toContain(`\`${name}\``);
  });
});

describe('the README and docs/', () => {
  it('name only source files and folders that exist', () => {
    const texts = [readme, ...readdirSync(docsDir).map((name) => readFileSync(new URL(name, docsDir), 'utf8'))];
    const named = new Set(texts.flatMap((text) => [...text.matchAll(/`(src\/[\w./-]*\w)`/g)].map((m) => m[1]!)));
    expect(named.size).toBeGreaterThan(20);
    const missing = [...named].filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)));
    expect(missing).toEqual([]);
  });
});
