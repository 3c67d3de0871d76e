// The import boundaries of DESIGN.md, as ESLint enforces them: planted imports that cross a boundary must be
// reported, the allowed ones must not. Files are linted as text under a path inside the tree (nothing is written).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` linted as if it were the file at `path`. */
async function violations(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const boundary = ['boundaries/dependencies'];

describe('web app boundaries', () => {
  it('a feature never imports another feature', async () => {
    const code = "export { LoginPage } from '@/features/auth';\n";
    expect(await violations('apps/web/src/features/users/planted.ts', code)).toEqual(boundary);
    expect(await violations('apps/web/src/features/auth/planted.ts', "export { LoginPage } from './index';\n")).toEqual(
      [],
    );
  });

  it('shared/ never imports app/ or a feature', async () => {
    const code = "export { LoginPage } from '@/features/auth';\n";
    expect(await violations('apps/web/src/shared/lib/planted.ts', code)).toEqual(boundary);
  });

  it('app/ reaches a feature only through its index.ts', async () => {
    const deep = "export { REQUIRED } from '@/features/auth/lib/messages';\n";
    expect(await violations('apps/web/src/app/planted.ts', deep)).toContain('no-restricted-imports');
    const relative = "export { REQUIRED } from '../features/auth/lib/messages';\n";
    expect(await violations('apps/web/src/app/planted.ts', relative)).toContain('no-restricted-imports');
    expect(await violations('apps/web/src/app/planted.ts', "export { LoginPage } from '@/features/auth';\n")).toEqual(
      [],
    );
  });

  it('the form engine imports only shared/api, ui, lib, comments, files, contacts and the generated types', async () => {
    const path = 'apps/web/src/shared/form-engine/planted.ts';
    const allowed = [
      "export { api } from '@/shared/api/client';",
      "export { Page } from '@/shared/ui/page';",
      "export { formatMoney } from '@/shared/lib/format-money';",
      "export type { FormField } from '@autocredit/generated/api';",
      "export { CommentComposer } from '@/shared/comments';",
      "export { FilePicker } from '@/shared/files';",
      "export { contactTexts } from '@/shared/contacts';",
    ];
    for (const line of allowed) expect(await violations(path, `${line}\n`), line).toEqual([]);
    const session = "export type { SessionState } from '@/shared/session/session-store';\n";
    expect(await violations(path, session)).toEqual(boundary);
    expect(await violations(path, "export { LoginPage } from '@/features/auth';\n")).toEqual(boundary);
  });
});

describe('deal workspace boundaries: pages -> frame, steps -> ui; a step through its index.ts', () => {
  const at = (part) => `apps/web/src/features/deal-workspace/${part}/planted.ts`;
  const dw = '@/features/deal-workspace';
  const page = `export { TaskPage } from '${dw}/pages/task-page/task-page';\n`;
  const door = `export { CallChat } from '${dw}/steps/client';\n`;
  const deep = `export { CallChat } from '${dw}/steps/client/call-chat';\n`;
  const head = `export { TaskHeader } from '${dw}/frame/head/task-header';\n`;
  const save = `export { SaveButton } from '${dw}/ui/save-button';\n`;

  it('ui/ imports neither pages, frame nor steps', async () => {
    for (const code of [page, head, door]) expect(await violations(at('ui'), code), code).toEqual(boundary);
    expect(await violations(at('ui'), "export { LoadFailed } from './load-failed';\n")).toEqual([]);
  });

  it('frame/ and the steps never import pages/ (nor the index.ts that opens them); the steps never the frame', async () => {
    for (const where of ['frame/head', 'steps/finance']) {
      expect(await violations(at(where), page), where).toEqual(boundary);
      expect(await violations(at(where), `export { TaskPage } from '${dw}';\n`), where).toEqual(boundary);
      expect(await violations(at(where), save), where).toEqual([]);
    }
    expect(await violations(at('steps/finance'), head)).toEqual(boundary);
    expect(await violations(at('pages/task-page'), head)).toEqual([]);
  });

  it('a step is reached from outside only through its index.ts', async () => {
    for (const where of ['pages/deal-page', 'frame/chats', 'steps/finance']) {
      expect(await violations(at(where), deep), where).toEqual(boundary);
      expect(await violations(at(where), door), where).toEqual([]);
    }
    const relative = "export { CallChat } from '../../steps/client/call-chat';\n";
    expect(await violations(at('pages/deal-page'), relative)).toEqual(boundary);
    expect(await violations(at('steps/finance/gsk'), "export { FinanceStep } from '../finance-step';\n")).toEqual([]);
  });

  it('another feature reaches no part of the deal workspace', async () => {
    expect(await violations('apps/web/src/features/users/planted.ts', door)).toEqual(boundary);
  });
});

describe('stub boundaries', () => {
  const path = 'services/stub/src/domain/deal-book/planted.ts';
  const rule = ['no-restricted-imports'];
  /** The domain's own rule reports these (the layers' boundary may report them too). */
  const restricted = async (code) => [...new Set(await violations(path, code))].filter((id) => id !== boundary[0]);

  it('the domain knows nothing of HTTP: no Fastify, plugins/, routes/ or HTTP errors', async () => {
    expect(
      await violations(path, "import type { FastifyInstance } from 'fastify';\nexport type X = FastifyInstance;\n"),
    ).toEqual(rule);
    expect(await violations(path, "export { default } from '@fastify/multipart';\n")).toEqual(rule);
    expect(await restricted("export * from '../../plugins/auth.ts';\n")).toEqual(rule);
    expect(await restricted("export * from '../../routes/deals.ts';\n")).toEqual(rule);
    expect(await restricted("export * from '../../plugins/http-errors';\n")).toEqual(rule);
    expect(await violations(path, "export * from '../auth/roles.ts';\n")).toEqual([]);
  });

  it('the stub never imports the web app, nor the web app the stub', async () => {
    const boundary = ['boundaries/dependencies'];
    expect(await violations(path, "export * from '../../../../../apps/web/src/shared/lib/storage.ts';\n")).toEqual(
      boundary,
    );
    const web = 'apps/web/src/shared/lib/planted.ts';
    expect(await violations(web, "export * from '../../../../../services/stub/src/domain/auth/roles.ts';\n")).toEqual(
      boundary,
    );
  });
});

describe('stub layers', () => {
  const stub = 'services/stub/src';
  /** The rule ids for one import line planted in the stub at `path`. */
  const planted = (path, from) => violations(`${stub}/${path}`, `export * from '${from}';\n`);

  it('routes import the domain, the contract, the access rules and plugins; never another route file, config or testing/', async () => {
    for (const from of ['../domain/errors', '../contract/spec', '../authorisation', '../plugins/auth'])
      expect(await planted('routes/planted.ts', from), from).toEqual([]);
    expect(await planted('routes/documents/planted.ts', './collection')).toEqual(['no-restricted-imports']);
    expect(await planted('routes/planted.ts', './deals')).toEqual(['no-restricted-imports']);
    expect(await planted('routes/documents/planted.ts', '../deals')).toEqual(['no-restricted-imports']);
    expect(await planted('routes/planted.ts', '../config/config')).toEqual(boundary);
    expect(await planted('routes/planted.ts', '../testing/app')).toEqual(boundary);
  });

  it('plugins import the domain, the contract, config and the access rules; never routes', async () => {
    for (const from of ['../domain/errors', '../contract/spec', '../config/config', '../authorisation'])
      expect(await planted('plugins/planted.ts', from), from).toEqual([]);
    expect(await planted('plugins/planted.ts', '../routes/deals')).toEqual(boundary);
    expect(await planted('plugins/planted.ts', '../routes/documents/uploads')).toEqual(boundary);
    expect(await planted('plugins/planted.ts', '../app')).toEqual(boundary);
  });

  it('the domain imports the domain only: no contract, access rules, config or testing/', async () => {
    expect(await planted('domain/planted.ts', './errors')).toEqual([]);
    expect(await planted('domain/planted.ts', '../contract/spec')).toEqual(boundary);
    expect(await planted('domain/planted.ts', '../authorisation')).toEqual(boundary);
    expect(await planted('domain/planted.ts', '../config/config')).toEqual(boundary);
    expect(await planted('domain/planted.ts', '../testing/app')).toEqual(boundary);
  });

  it('the contract and the access rules stay below routes and plugins', async () => {
    expect(await planted('contract/planted.ts', '../plugins/auth')).toEqual(boundary);
    expect(await planted('authorisation/planted.ts', '../routes/deals')).toEqual(boundary);
    expect(await planted('authorisation/planted.ts', '../domain/auth/roles')).toEqual([]);
  });

  it('tests import what they test and testing/; nothing imports a scenario', async () => {
    expect(await planted('domain/planted.test.ts', '../testing/app')).toEqual([]);
    expect(await planted('routes/planted.test.ts', '../testing/app')).toEqual([]);
    expect(await planted('testing/planted.ts', '../scenarios/bad-input.test')).toEqual(boundary);
  });
});

describe("a task's state, one home", () => {
  it("only the deal book's syncWorld writes the world's task columns", async () => {
    const code = 'declare const world: { claimTask(row: number, staff: number): void };\nworld.claimTask(1, 2);\n';
    expect(await violations('services/stub/src/domain/deal-book/task-work.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await violations('services/stub/src/routes/tasks.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await violations('services/stub/src/domain/deal-book/sync.ts', code)).toEqual([]);
  });
});
