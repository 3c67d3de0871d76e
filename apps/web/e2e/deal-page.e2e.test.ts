import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

/** A deal in the underwriter's queue (seeded: its verification strategy may have changed). */
const DEAL = 100296;

async function openDeal(page: Page, user: string, step: string) {
  if (!page.url().includes('/deal/')) {
    await signIn(page, stack.web.url, user);
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  }
  await page.goto(`${stack.web.url}/deal/${DEAL}?step=${step}`);
  await expect.poll(() => page.getByTestId('deal-header').isVisible()).toBe(true);
  const understood = page.getByRole('button', { name: 'Понятно' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

/** Picks an option of a PrimeReact dropdown (the previous panel gone first). */
async function pick(page: Page, input: Locator, option: string | RegExp) {
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
  await input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
}

const money = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the deal page', () => {
  it('as underwriter: the client with its searches, a call placed and listed, a comment sent, a confirmed sum that changes the results', async () => {
    const page = await newPage(stack, LAPTOP);
    await openDeal(page, 'underwriter', 'client');
    await expect.poll(() => page.getByTestId('person-searches-client').isVisible()).toBe(true);
    expect(
      await page
        .getByTestId('person-searches-client')
        .getByRole('link', { name: /ВКонтакте/ })
        .count(),
    ).toBe(1);
    // The bailiffs' link comes from the stub; the report waits for the stub's getFsspResponse event (this client has
    // no proceedings).
    const searches = page.getByTestId('person-searches-client');
    await expect
      .poll(() => searches.getByRole('link', { name: /Банк данных ФССП/ }).getAttribute('href'))
      .toMatch(/^https:\/\/fssp\.gov\.ru\/iss\/ip\?is%5Bvariant%5D=1&/);
    await searches.getByRole('button', { name: 'Отчет ФССП' }).click();
    const report = page.getByRole('dialog', { name: 'Отчет ФССП' });
    await expect.poll(() => report.getByText('Отчет формируется, пожалуйста подождите').isVisible()).toBe(true);
    await expect.poll(() => report.getByText('Нет данных для отображения').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => report.isVisible()).toBe(false);

    // The steps are clickable and kept in the URL; credit, car and work are the server's forms, read only here.
    const steps: [string, string, RegExp][] = [
      ['Кредит', 'credit', /Сумма кредита/],
      ['Автомобиль', 'car', /VIN/],
      ['Работа', 'workInfo', /Работодатель/],
    ];
    for (const [title, step, label] of steps) {
      await page.getByRole('button', { name: new RegExp(`^\\d+\\s*${title}$`) }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(step);
      await expect.poll(() => page.getByText(label).first().isVisible()).toBe(true);
    }
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('car');

    await openDeal(page, 'underwriter', 'contacts');
    await page.getByTestId('holder-contacts').getByRole('button', { name: 'Позвонить' }).first().click();
    const chat = page.getByTestId('call-chat');
    await expect.poll(() => chat.isVisible()).toBe(true);
    const rows = chat.locator('tbody tr');
    await expect.poll(() => chat.getByRole('button', { name: 'Позвонить' }).isEnabled()).toBe(true);
    const before = (await chat.locator('tbody tr td').count()) > 1 ? await rows.count() : 0;
    await chat.getByRole('button', { name: 'Позвонить' }).click();
    await expect
      .poll(async () => ((await chat.locator('tbody tr td').count()) > 1 ? rows.count() : 0))
      .toBe(before + 1);
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.isVisible()).toBe(false);

    // The comments popover of the client's first contact: a comment sent shows in the last-comment column.
    const contacts = page.getByTestId('holder-contacts');
    await contacts.getByRole('button', { name: 'Комментарии' }).first().click();
    const popover = page.getByRole('dialog', { name: /^Комментарии: / });
    await expect.poll(() => popover.isVisible()).toBe(true);
    await popover.getByLabel('Новый комментарий').fill('Номер клиента, подтверждено звонком');
    await popover.getByRole('button', { name: 'Отправить' }).click();
    await expect
      .poll(() => contacts.locator('tbody tr').first().getByText('Номер клиента, подтверждено звонком').count())
      .toBe(1);
    await screenshot(page, 'deal-page-contact-comments');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.isVisible()).toBe(false);

    await openDeal(page, 'underwriter', 'dealComments');
    const thread = page.getByTestId('deal-thread-common');
    await thread.getByRole('textbox').fill('Клиент подтвердил доход справкой');
    await thread.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => thread.getByText('Клиент подтвердил доход справкой').count()).toBe(1);

    await openDeal(page, 'underwriter', 'financial');
    const results = page.getByTestId('finance-results');
    await expect
      .poll(async () => money(await results.textContent()))
      .toMatch(/Максимальная сумма кредита:?\s*[\d ]+ ₽/);
    const first = money(await results.textContent());
    const income = page.getByTestId('finance-incomes').getByRole('textbox').first();
    await income.fill('50000');
    await income.press('Enter');
    await expect.poll(async () => money(await results.textContent())).not.toBe(first);
    await screenshot(page, 'deal-page-finance');

    // A loan added through its dialog joins the loans.
    const loans = page.getByTestId('finance-loans');
    await expect.poll(() => loans.locator('tbody tr').count()).toBeGreaterThan(0);
    const loanRows = (await loans.locator('tbody tr td').count()) > 1 ? await loans.locator('tbody tr').count() : 0;
    await page.getByRole('button', { name: 'Добавить кредит' }).click();
    const loan = page.getByRole('dialog', { name: 'Добавить кредит' });
    await loan.getByLabel('Кредитор').fill('ПАО «Совкомбанк», кредитная карта');
    await pick(page, loan.getByLabel('Тип кредита'), 'Кредитная карта');
    await loan.getByLabel('Тип записи БКИ').fill('active');
    await loan.getByLabel('Сумма кредита').fill('150000');
    await loan.getByLabel('Ежемесячный платеж').fill('7500');
    await loan.getByLabel('Подтвержденный платеж').fill('7500');
    await loan.getByRole('button', { name: 'Добавить' }).click();
    await expect.poll(() => loan.isVisible()).toBe(false);
    await expect.poll(() => loans.locator('tbody tr').count()).toBe(loanRows + 1);

    // The salary estimate: the inputs the deal does not give are picked, the estimate shows.
    await page.getByRole('button', { name: 'Калькулятор ГКС' }).click();
    const gsk = page.getByTestId('gsk-calculator-dialog');
    await expect.poll(() => gsk.getByLabel('Возраст, лет').inputValue()).not.toBe('');
    await pick(page, gsk.getByLabel('Образование'), 'Высшее');
    await pick(page, gsk.getByLabel('Тип специальности'), /./);
    if ((await gsk.getByLabel('Стаж, лет').inputValue()) === '') await gsk.getByLabel('Стаж, лет').fill('10');
    await gsk.getByRole('button', { name: 'Рассчитать' }).click();
    await expect.poll(() => gsk.getByTestId('gsk-result').isVisible()).toBe(true);
    await screenshot(page, 'deal-page-gsk');
    await page.keyboard.press('Escape');
    await expect.poll(() => gsk.isVisible()).toBe(false);

    await page.getByRole('tab', { name: 'Сведения об имуществе' }).click();
    await expect.poll(() => page.getByTestId('finance-property').getByText('Квартира').first().isVisible()).toBe(true);
  });

  it('as auditor: reads the deal without writing: no comments, no sums to edit, no calculators, no calls', async () => {
    const page = await newPage(stack, LAPTOP);
    await openDeal(page, 'auditor', 'client');
    await expect.poll(() => page.getByRole('tab', { name: 'Заемщик' }).isVisible()).toBe(true);
    expect(await page.getByTestId('person-searches-client').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Загрузить ИНН' }).count()).toBe(0);

    await openDeal(page, 'auditor', 'dealComments');
    // 001 §6: auditors see no comments.
    await expect
      .poll(() => page.getByTestId('deal-comments-none').getByText('Нет данных для отображения').isVisible())
      .toBe(true);
    expect(await page.getByTestId('deal-thread-common').count()).toBe(0);
    expect(await page.getByTestId('deal-thread-underwriter').count()).toBe(0);

    await openDeal(page, 'auditor', 'financial');
    await expect.poll(() => page.getByTestId('finance-incomes').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('finance-incomes').getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Калькулятор ГКС' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Добавить кредит' }).count()).toBe(0);
    expect(await page.getByTestId('pdn-result').count()).toBe(0);
    expect(await page.getByTestId('finance-results').count()).toBe(0);

    await openDeal(page, 'auditor', 'contacts');
    await expect.poll(() => page.getByTestId('holder-contacts').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Позвонить' }).count()).toBe(0);
    expect(await page.getByTestId('holder-contacts').getByRole('button', { name: 'Комментарии' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Чаты' }).count()).toBe(0);
  });
});
