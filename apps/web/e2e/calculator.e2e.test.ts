import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

/** Picks an option of a labelled dropdown (a light one wakes up on the click). */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByLabel(label, { exact: true }).locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]');
  // one click opens it, even right after another choice (a light dropdown turns into the real one as it is pressed)
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the credit calculator', () => {
  it('a calculator-only user fills the form and sees the variants, without a create button', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'calculator');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    // the calculator that creates a deal is the operators' only (000 §2.3, §6)
    await page.goto(`${stack.web.url}/create-short-request`);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/create-short-request');
    await page.goto(`${stack.web.url}/credit-calculator-lite`);
    await expect.poll(() => page.getByLabel('Стоимость автомобиля').isVisible()).toBe(true);

    await choose(page, 'Партнер', 'Автосалон «Рольф Юг», Москва');
    await expect
      .poll(() => page.getByRole('table', { name: 'Дополнительные услуги' }).isVisible(), { timeout: 5000 })
      .toBe(true);
    await choose(page, 'Программа', 'Автокредит Стандарт');
    await page.getByLabel('Стоимость автомобиля').fill('2150000');
    await page.getByLabel('Первоначальный взнос').fill('500000');

    const variants = page.getByRole('table', { name: 'Варианты кредита' });
    await expect.poll(() => variants.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = await variants.innerText();
    expect(text).toContain('Ежемесячный платеж');
    // 1,650,000 at 15.9 % for 60 months (the stub's arithmetic)
    expect(text.replace(/\s/g, ' ')).toContain('40 037,18 ₽');
    expect(await page.getByLabel('Сумма кредита').inputValue()).toBe('1 650 000');
    expect(await page.getByRole('button', { name: 'Создать заявку' }).count()).toBe(0);
    // every choice and label is read whole at 1366×768
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.calc .p-dropdown-label, .calc-field__label')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);

    await screenshot(page, 'calculator-lite');
    await page.context().close();
  });
});
