import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LAPTOP, newPage, screenshot, signIn, useStack } from './fixtures';

// the process answers at once: the journey waits for no timer
const stack = useStack({ STUB_CHECK_WAIT_SECONDS: '0' });

/** A field of the form by the DOM id the engine gives it (`{formName}-{path}`). */
const field = (page: Page, id: string) => page.locator(`[data-field="${id}"]`);

/** Picks an option of a PrimeReact dropdown labelled `label` inside `scope` (the first option unless named). */
async function choose(page: Page, scope: Locator, label: string | RegExp, option?: string) {
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
  const input = typeof label === 'string' ? scope.getByLabel(label, { exact: true }) : scope.getByLabel(label);
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  const options = page.locator('.p-dropdown-panel [role="option"]');
  const wanted = option ? options.filter({ hasText: option }) : options;
  await expect.poll(() => wanted.count()).toBeGreaterThan(0);
  await wanted.first().click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** Types into an autocomplete and takes its first suggestion. */
async function suggest(page: Page, input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text, { delay: 15 });
  const first = page.locator('.p-autocomplete-panel [role="option"]').first();
  await expect.poll(() => first.isVisible(), { timeout: 10_000 }).toBe(true);
  await first.click();
}

/** 'Далее' on a wizard step, then the next step's form. */
async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('step'), { timeout: 10_000 }).toBe(step);
  await expect.poll(() => page.locator('.server-form').count()).toBe(1);
}

/** A one-page PDF to upload as a signed document. */
const SIGNED = {
  name: 'подписано.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** Uploads a signed PDF to the `index`-th document uploader of the step and waits for it in the document's list. */
async function upload(page: Page, index: number) {
  const uploader = page.locator('.server-form input[type="file"]').nth(index);
  const before = await page.getByText(SIGNED.name).count();
  const registered = page.waitForResponse((r) => r.url().includes('/api/document/upload/'));
  await uploader.setInputFiles(SIGNED);
  await registered;
  await expect.poll(() => page.getByText(SIGNED.name).count(), { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Claims the deal's task from a task list (filtered by the deal) and waits for its page. */
async function claim(page: Page, list: string, dealId: number, route: RegExp) {
  await page.goto(`${stack.web.url}${list}?id=${dealId}`);
  const button = page.getByRole('button', { name: 'Взять в работу' }).first();
  await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
  await button.click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(route);
  await expect.poll(() => page.getByTestId('task-header').isVisible()).toBe(true);
}

/** Opens a step of the task by its title in the step bar. */
async function openStep(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(`^\\d+ ${title}$`) }).click();
  await expect.poll(() => page.locator('.p-progress-spinner, [aria-label="Загрузка задачи"]').count()).toBe(0);
}

/** Presses a closing button of the step and waits for the page to move on (the next task, or the list). */
async function close(page: Page, button: string, then: RegExp) {
  const before = page.url();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).not.toBe(before);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(then);
}

async function as(user: string): Promise<Page> {
  const page = await newPage(stack, LAPTOP);
  await signIn(page, stack.web.url, user);
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  current = page;
  return page;
}

let current: Page | undefined;
describe('a deal’s journey', () => {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && current) await screenshot(current, 'journey-failure');
  });
  it('goz applies, the GOZ checker and the underwriter approve, the inspector and the checker confirm, the release manager issues', async () => {
    // GOZ: a new deal, its application filled step by step
    const goz = await as('goz');
    await goz.getByTestId('menu-create-deal').click();
    await goz.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => new URL(goz.url()).pathname).toMatch(/^\/task-goz\/\d+$/);
    const dealId = Number(await goz.getByTestId('task-header').locator('a').first().innerText());
    await expect.poll(() => goz.locator('.server-form').count()).toBe(1);

    await goz.getByLabel(/^Фамилия/).fill('Журавлев');
    await goz.getByLabel(/^Имя/).fill('Степан');
    await goz.getByLabel(/^Отчество/).fill('Ильич');
    await goz.getByLabel('Мужской').check();
    await goz.getByLabel(/^Дата рождения/).fill('04.03.1985');
    await goz.getByLabel(/^Место рождения/).fill('г. Москва');
    await choose(goz, goz.locator('.server-form'), /^Семейное положение/, 'Холост');
    await goz.getByLabel(/^Мобильный телефон/).fill('9161112233');
    await next(goz, '2');

    await goz
      .getByLabel(/^Серия/)
      .first()
      .fill('4510');
    await goz
      .getByLabel(/^Номер/)
      .first()
      .fill('123456');
    await goz
      .getByLabel(/^Дата выдачи/)
      .first()
      .fill('06.05.2010');
    await goz.getByLabel(/^Код подразделения/).fill('770001');
    await goz
      .getByLabel(/^Кем выдан/)
      .first()
      .fill('ОВД Тверской г. Москвы');
    await goz.getByRole('tab', { name: 'Адреса' }).click();
    const registration = field(goz, 'passport-addresses-addressRegistration');
    await suggest(goz, registration.locator('input.p-autocomplete-input').first(), 'Москва Тверская');
    await next(goz, '3');

    await suggest(goz, field(goz, 'work-employer').locator('input').first(), 'Вектор');
    await expect.poll(() => field(goz, 'work-employer').locator('input').first().inputValue()).toContain('ИНН');
    await goz.getByLabel(/^Должность/).fill('Инженер');
    await goz.getByLabel(/^Рабочий телефон/).fill('+74951112233');
    await goz.getByLabel(/^Доход по основному месту работы/).fill('150000');
    await next(goz, '4');

    const car = field(goz, 'credit-car-car');
    await choose(goz, car, 'Производство', 'Иностранный');
    await choose(goz, car, 'Состояние', 'Новый');
    await choose(goz, car, 'Марка', 'Audi');
    await choose(goz, car, 'Модель', 'A6');
    await choose(goz, car, 'Модификация');
    await choose(goz, car, 'Год выпуска');
    await goz.getByRole('tab', { name: 'Условия кредита' }).click();
    await choose(goz, goz.locator('.server-form'), /^Программа кредитования/);
    await goz.getByLabel(/^Стоимость автомобиля/).fill('3000000');
    await goz.getByLabel(/^Первоначальный взнос$|^Первоначальный взнос \*/).fill('1000000');
    // the credit sum is counted from the two (000 §4); the operator types their own once it is there
    const sum = goz.getByLabel(/^Сумма кредита/);
    await expect.poll(() => sum.inputValue()).toBe('2 000 000');
    await sum.fill('1900000');
    await choose(goz, goz.locator('.server-form'), /^Срок кредита/, '36');
    await next(goz, '5');

    await upload(goz, 0);
    await upload(goz, 1);
    await next(goz, '6');
    await goz.getByRole('button', { name: 'Продолжить без субсидии' }).click();
    await expect.poll(() => new URL(goz.url()).searchParams.get('step'), { timeout: 10_000 }).toBe('7');
    await screenshot(goz, 'journey-goz-7');
    await upload(goz, 0);
    await upload(goz, 1);
    await goz.getByRole('button', { name: 'Далее' }).click();
    // the application goes to the GOZ checker: no next task for the operator
    await expect.poll(() => new URL(goz.url()).pathname, { timeout: 15_000 }).toBe('/task-new');

    // The GOZ checker confirms the application
    const chief = await as('goz_chief');
    await claim(chief, '/task-new', dealId, /^\/task-goz-checker\/\d+$/);
    await openStep(chief, 'Решение');
    await close(chief, 'Подтвердить', /^\/task-new$/);
    await chief.context().close();

    // The underwriter sees the timers and approves
    const underwriter = await as('underwriter');
    await claim(underwriter, '/underwriter-new-task-list', dealId, /^\/task-underwriter\/\d+$/);
    await expect.poll(() => underwriter.getByText('С начала задачи').isVisible()).toBe(true);
    expect(await underwriter.getByText('Лимит по стратегии').isVisible()).toBe(true);
    await openStep(underwriter, 'Решение');
    await underwriter.getByText('Одобрить', { exact: true }).click();
    await underwriter.getByRole('button', { name: 'Сохранить решение' }).click();
    const reasons = underwriter.getByRole('dialog', { name: 'Коды причин' });
    await expect.poll(() => reasons.isVisible()).toBe(true);
    await screenshot(underwriter, 'journey-underwriter-approves');
    const approve = reasons.getByRole('button', { name: 'Одобрить без кода' });
    await approve.click();
    await expect
      .poll(() => new URL(underwriter.url()).pathname, { timeout: 15_000 })
      .toBe('/underwriter-new-task-list');
    await underwriter.context().close();

    // The client agrees (the operator, in the deal list)
    const operator = await as('goz');
    await operator.goto(`${stack.web.url}/deal?id=${dealId}`);
    await operator.getByRole('button', { name: 'Клиент согласился' }).click();
    await operator.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await expect
      .poll(() => operator.getByTestId('deal-row').first().innerText())
      .not.toContain('Ожидание решения клиента');
    await operator.context().close();

    // The credit inspector confirms, the client signs, the inspector's checker confirms
    const inspector = await as('credit_inspector');
    await claim(inspector, '/task-new', dealId, /^\/task-credit-inspector\/\d+$/);
    await openStep(inspector, 'Решение');
    // The variants are in the page's own scroll, every row and its 'Применить' with them (no inner box a row high).
    const variants = inspector.locator('.loan-variants .p-datatable-wrapper');
    await expect.poll(() => variants.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await variants.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(1);
    await screenshot(inspector, 'journey-inspector-decision');
    await close(inspector, 'Подтвердить', /^\/task-credit-inspector\/\d+$/);
    await expect.poll(() => inspector.getByRole('heading', { name: 'Подписание документов' }).isVisible()).toBe(true);
    await screenshot(inspector, 'journey-inspector-signing');
    await close(inspector, 'Далее', /^\/task-new$/);
    await claim(inspector, '/task-new', dealId, /^\/tacheck-ci\/\d+$/);
    await openStep(inspector, 'Решение');
    await close(inspector, 'Подтвердить', /^\/task-new$/);
    await inspector.context().close();

    // The release manager verifies the documents, releases, signs and issues the credit
    const release = await as('release_manager');
    await claim(release, '/task-new', dealId, /^\/task-release-manager\/\d+$/);
    const verify = release.getByRole('button', { name: /^Верно: / });
    await expect.poll(() => verify.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await verify.first().click();
    await expect.poll(() => release.getByRole('img', { name: 'Документ проверен' }).count()).toBeGreaterThan(0);
    await openStep(release, 'Решение');
    // 'Одобрить выдачу' needs the car's cost agreed with the client and the account the credit is paid to: the
    // release manager types them.
    const agreedCost = field(release, 'decision-carCostAgreedClient').locator('input');
    await agreedCost.click();
    await agreedCost.press('Control+a');
    await agreedCost.pressSequentially('3000000', { delay: 5 });
    const account = {
      recipient: 'ООО «Вектор»',
      bik: '044525225',
      number: '40702810938000012345',
      bankName: 'ПАО Сбербанк',
    };
    for (const [key, value] of Object.entries(account)) {
      await field(release, `decision-account-${key}`).locator('input').pressSequentially(value, { delay: 5 });
    }
    await close(release, 'Одобрить выдачу', /^\/task-release-manager\/\d+$/);
    await openStep(release, 'Решение');
    await close(release, 'Договор подписан', /^\/task-release-manager\/\d+$/);
    await openStep(release, 'Решение');
    await close(release, 'Выдать кредит', /^\/task-new$/);

    // The deal's history shows every step; the deal is issued
    await release.goto(`${stack.web.url}/deal/${dealId}?step=history`);
    const history = release.locator('table');
    await expect.poll(() => history.innerText(), { timeout: 10_000 }).toContain('Выдача кредита');
    const text = await history.innerText();
    for (const step of [
      'Ввод данных заявки',
      'Проверка заявки контролером ГОЗ',
      'Проверка андеррайтером',
      'Проверка кредитным инспектором',
      'Подписание документов',
      'Контроль подписания документов',
      'Решение о выдаче кредита',
      'Подписание кредитного договора',
    ])
      expect(text).toContain(step);
    await screenshot(release, 'journey-history');
    await release.goto(`${stack.web.url}/deal?id=${dealId}`);
    await expect.poll(() => release.getByTestId('deal-row').first().innerText()).toContain('Кредит выдан');
  }, 180_000);
});
