import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, onScreen, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

/** A field of the form by the DOM id the engine gives it (`{formName}-{path}`). */
const field = (page: Page, id: string) => page.locator(`[data-field="${id}"]`);

/** Picks an option of a PrimeReact dropdown (by its label, inside `scope`). */
async function choose(page: Page, scope: Locator, label: string, option?: string) {
  // the panel of the previous pick gone first (it fades out), so that the click lands on this dropdown's list
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
  const input = scope.getByLabel(label, { exact: true });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  const options = page.locator('.p-dropdown-panel [role="option"]');
  const wanted = option ? options.filter({ hasText: option }) : options;
  await expect.poll(() => wanted.count()).toBeGreaterThan(0);
  await wanted.first().click();
  await expect
    .poll(() => input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').innerText())
    .not.toBe('Не выбрано');
}

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(step);
  await expect.poll(() => page.locator('.server-form').count()).toBe(1);
}

describe('the task form', () => {
  it('as goz: fills the application step by step, sees a server error on its field, and a reload keeps what was typed', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/task-new`);
    const claim = page.getByRole('button', { name: 'Взять в работу' }).first();
    await claim.click();
    await expect.poll(() => page.url()).toMatch(/\/task-goz\/\d+/);
    await expect.poll(() => page.getByTestId('task-header').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Возвратить в общую очередь' }).isVisible()).toBe(true);

    // Step 1: the client, already filled by the seed.
    await expect
      .poll(() =>
        page
          .getByLabel(/^Фамилия/)
          .first()
          .inputValue(),
      )
      .not.toBe('');
    await next(page, '2');

    // Step 2: a suggested registration address; the actual one typed by hand.
    await page.getByRole('tab', { name: 'Адреса' }).click();
    const registration = field(page, 'passport-addresses-addressRegistration');
    const search = registration.getByRole('combobox').or(registration.locator('input.p-autocomplete-input')).first();
    await search.fill('');
    await search.pressSequentially('Москва Тверская', { delay: 20 });
    const suggestion = page.locator('.p-autocomplete-panel [role="option"]').first();
    await expect.poll(() => suggestion.isVisible(), { timeout: 10_000 }).toBe(true);
    const picked = (await suggestion.innerText()).trim();
    await suggestion.click();
    await expect.poll(() => search.inputValue()).toContain('Тверская');
    void picked;

    await page.getByLabel('Фактический адрес отличается от адреса регистрации').check();
    const actual = field(page, 'passport-addresses-addressActual');
    await expect.poll(() => actual.count(), { timeout: 10_000 }).toBe(1);
    await actual.getByLabel('Ручной ввод').click();
    await actual.getByLabel('Индекс', { exact: true }).fill('420111');
    await actual.getByLabel('Код региона', { exact: true }).fill('16');
    await actual.getByLabel('Регион', { exact: true }).fill('Татарстан');
    await actual.getByLabel('Тип региона', { exact: true }).fill('Респ');
    await actual.getByLabel('Город', { exact: true }).fill('Казань');
    await actual.getByLabel('Улица', { exact: true }).fill('Баумана');
    await actual.getByLabel('Дом', { exact: true }).fill('15');
    await actual.getByRole('button', { name: 'Сохранить адрес' }).click();
    await expect.poll(() => page.getByText('Адрес сохранен').count()).toBeGreaterThan(0);
    await next(page, '3');

    // Step 3: the employer from the suggestions, a contact person; a server error lands on its field.
    const employer = field(page, 'work-employer').locator('input').first();
    await employer.fill('');
    await employer.pressSequentially('Вектор', { delay: 20 });
    const party = page.locator('.p-autocomplete-panel [role="option"]').first();
    await expect.poll(() => party.isVisible(), { timeout: 10_000 }).toBe(true);
    await party.click();
    await expect.poll(() => employer.inputValue()).toContain('ИНН');

    await page.getByRole('button', { name: 'Добавить контакт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить контакт' });
    await dialog.getByLabel('ФИО').fill('Кузнецов Павел Андреевич');
    await dialog.getByLabel('Телефон').fill('9161234567');
    await choose(page, dialog, 'Тип контакта');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => field(page, 'work-contacts').getByText('Кузнецов Павел Андреевич').count()).toBe(1);

    await page.getByLabel(/^Должность/).fill('Инженер-конструктор');
    await page.getByLabel(/^Рабочий телефон/).fill('+7916');
    await page.getByRole('button', { name: 'Далее' }).click();
    const phoneError = field(page, 'work-workPhone').locator('.form-field__error');
    await expect.poll(() => phoneError.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('step')).toBe('3');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('work-workPhone');
    await screenshot(page, 'task-form-server-error');

    // Nothing typed is lost: a reload brings the unsaved values back.
    await page.getByLabel(/^Должность/).fill('Главный инженер');
    await page.waitForTimeout(400);
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Должность/).inputValue(), { timeout: 10_000 }).toBe('Главный инженер');
    await expect.poll(() => page.getByLabel(/^Рабочий телефон/).inputValue()).toBe('+7916');

    await page.getByLabel(/^Рабочий телефон/).fill('+79161234567');
    await next(page, '4');

    // Step 4: the car cascade.
    const car = field(page, 'credit-car-car');
    await choose(page, car, 'Производство', 'Иностранный');
    await choose(page, car, 'Состояние', 'Новый');
    await choose(page, car, 'Марка', 'Audi');
    await choose(page, car, 'Модель', 'A6');
    await choose(page, car, 'Модификация');
    await choose(page, car, 'Год выпуска');
    await screenshot(page, 'task-form-car');
    await expect.poll(() => car.getByText('Это поле обязательно для заполнения').count()).toBe(0);
  });

  it('as underwriter: the fields changed since the previous snapshot are marked', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/underwriter-new-task-list`);
    await page.getByRole('button', { name: 'Взять в работу' }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/task-underwriter\/\d+/);
    await expect.poll(() => page.locator('.server-form').count()).toBe(1);

    // The seed changes 2 or 3 of the phone, the employer, the salary and the initial fee of a deal in the queue.
    const marked: string[] = [];
    for (const step of [/Клиент/, /Работа/, /Кредит/]) {
      await page.getByRole('navigation', { name: 'Шаги' }).getByRole('button', { name: step }).click();
      await expect.poll(() => page.locator('.server-form').count()).toBe(1);
      await page.waitForTimeout(300);
      for (const label of await page.locator('.form-field--changed .form-field__label').allInnerTexts())
        marked.push(label.replace(/\s*\*$/, ''));
    }
    expect(marked.length).toBeGreaterThanOrEqual(2);
    expect(marked.every((label) => /телефон|Работодатель|Доход|взнос/i.test(label))).toBe(true);
    await expect.poll(() => page.locator('.form-field--changed .form-field__changed-note').count()).toBeGreaterThan(0);
    await screenshot(page, 'task-form-underwriter-changed');

    // At 1366×768 the contacts step keeps every column on screen beside the change markers, its calls included.
    await page
      .getByRole('navigation', { name: 'Шаги' })
      .getByRole('button', { name: /Контакты/ })
      .click();
    const call = page.getByTestId('holder-contacts').first().getByRole('button', { name: 'Позвонить' }).first();
    await expect.poll(() => call.count()).toBe(1);
    const sideways = await page
      .locator('.holder-contacts__table .p-datatable-wrapper')
      .evaluateAll((tables) => tables.map((table) => table.scrollWidth - table.clientWidth));
    expect(sideways.every((hidden) => hidden <= 1)).toBe(true);
    await call.scrollIntoViewIfNeeded();
    expect(await onScreen(page, call)).toBe(true);
  });
});
