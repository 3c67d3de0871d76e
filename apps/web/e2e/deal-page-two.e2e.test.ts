import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

/** Opens a step of a deal's page, past the strategy warning when it shows. */
async function openStep(page: Page, dealId: string | number, step: string) {
  await page.goto(`${stack.web.url}/deal/${dealId}?step=${step}`);
  await expect.poll(() => page.getByTestId('deal-header').isVisible()).toBe(true);
  const understood = page.getByRole('button', { name: 'Понятно' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

describe('the deal page, part two', () => {
  it('as underwriter: rejects a deal with reasons and a comment, and cannot save without them', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/underwriter-new-task-list`);
    await page.getByRole('button', { name: 'Взять в работу' }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/task-underwriter\/\d+/);
    await expect.poll(() => page.getByTestId('task-header').isVisible()).toBe(true);
    const dealId = (await page.getByTestId('task-header').locator('dd').first().textContent())!.trim();
    expect(dealId).toMatch(/^\d+$/);

    await openStep(page, dealId, 'underwriterDecision');
    await expect.poll(() => page.getByText('Уровень риска').isVisible()).toBe(true);
    await page.getByText('Отказать', { exact: true }).click();
    await page.getByRole('button', { name: 'Сохранить решение' }).click();
    const dialog = page.getByRole('dialog', { name: 'Коды причин' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const save = dialog.getByRole('button', { name: 'Сохранить' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.locator('label', { hasText: 'R12.1' }).click();
    expect(await save.isDisabled()).toBe(true); // a reason without a comment
    await dialog.getByLabel('Комментарий').fill('Доход не подтвержден работодателем');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await screenshot(page, 'deal-page-reasons');
    await save.click();
    await expect.poll(() => page.getByText('Успешно сохранено.').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('as underwriter: sees the deals that share the client’s characteristics', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await openStep(page, 100282, 'reuseCharacteristics');
    const client = page.getByTestId('comparison-step').getByRole('region', { name: 'Клиент' });
    const passport = client.getByRole('region', { name: 'Паспорт клиента' });
    await expect
      .poll(() => passport.getByRole('link', { name: '100256' }).getAttribute('href'), { timeout: 10_000 })
      .toBe('/deal/100256');
    expect(await passport.getByRole('link', { name: '100256' }).getAttribute('target')).toBe('_blank');
    const inn = client.getByRole('region', { name: 'ИНН работодателя клиента' });
    expect(await inn.getByText('Найдено более 15 совпадений').count()).toBe(1);
    expect(await client.getByRole('region', { name: 'VIN' }).getByText('Сделки не найдены').count()).toBe(1);
    await screenshot(page, 'deal-page-comparison');
  });

  it('as underwriter: opens a document in the viewer, turns it, downloads all as docs.zip; an auditor downloads nothing and sees no comments', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await openStep(page, 100296, 'commonDocuments');
    // 'Сделка' opens first; the client's passport is under 'Клиент'
    await page.getByRole('tab', { name: 'Клиент' }).click();
    const view = page.getByRole('button', { name: /^Просмотреть / }).first();
    await expect.poll(() => view.isVisible(), { timeout: 10_000 }).toBe(true);
    await view.click();
    const viewer = page.getByRole('dialog').filter({ has: page.getByTestId('document-viewer-content') });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    const content = viewer.getByTestId('document-viewer-content');
    await expect.poll(() => content.getAttribute('data-rotation')).toBe('0');
    // pdf.js draws the passport's page
    await expect.poll(() => viewer.getByTestId('pdf-page-1').isVisible(), { timeout: 15_000 }).toBe(true);
    await viewer.getByRole('button', { name: 'Повернуть по часовой стрелке' }).click();
    await expect.poll(() => content.getAttribute('data-rotation')).toBe('90');
    await screenshot(page, 'deal-page-viewer');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать все документы' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('docs.zip');
    const stream = await zip.createReadStream();
    const head: Buffer = await new Promise((done) => stream.once('data', (chunk) => done(chunk as Buffer)));
    expect(head.subarray(0, 2).toString()).toBe('PK');

    const auditor = await newPage(stack, LAPTOP);
    await signIn(auditor, stack.web.url, 'auditor');
    await expect.poll(() => auditor.getByTestId('side-menu').isVisible()).toBe(true);
    await openStep(auditor, 100296, 'commonDocuments');
    await auditor.getByRole('tab', { name: 'Клиент' }).click();
    await expect
      .poll(() =>
        auditor
          .getByRole('button', { name: /^Просмотреть / })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await auditor.getByRole('button', { name: 'Скачать все документы' }).count()).toBe(0);
    expect(await auditor.getByRole('button', { name: /^Скачать / }).count()).toBe(0);
    // nor comments on the files (001 §6)
    expect(await auditor.getByRole('button', { name: /^Комментарии \(/ }).count()).toBe(0);
  });

  it('as underwriter: runs an additional check and sees it complete', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await openStep(page, 100296, 'checks');
    await eventChannelOpen(page);
    await expect.poll(() => page.getByText('Кредитная история (НБКИ)').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'История доп. проверок' }).click();
    const checks = page.getByTestId('additional-checks');
    await expect.poll(() => checks.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Новая проверка' }).click();
    const create = page.getByRole('dialog', { name: 'Новая дополнительная проверка' });
    await expect.poll(() => create.getByLabel('Фамилия', { exact: true }).inputValue()).not.toBe('');
    expect(await create.getByRole('button', { name: 'Проверить', exact: true }).isDisabled()).toBe(true);
    await create.getByText('Поиск ИНН по паспорту').click();
    await expect.poll(() => create.getByRole('button', { name: 'Проверить', exact: true }).isEnabled()).toBe(true);
    expect(await create.getByRole('button', { name: 'Проверить все' }).isDisabled()).toBe(true);
    await create.getByRole('button', { name: 'Проверить', exact: true }).click();
    await expect.poll(() => page.getByText('Данные успешно сохранены').first().isVisible()).toBe(true);
    const first = checks.locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain('Выполняется');
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toMatch(/Завершена/);
    await screenshot(page, 'deal-page-additional-check');
  });

  it('as release manager: verifies a document of a deal at its release', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'release_manager');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/task-new`);
    const link = page.locator('a.deal-link').first();
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    const dealId = (await link.getAttribute('href'))!.replace('/deal/', '');
    await openStep(page, dealId, 'commonDocuments');
    const verify = page.getByRole('button', { name: /^Верно: / });
    // the tabs exist once the documents are loaded; a tab's documents show on its click
    await expect.poll(() => page.getByTestId('documents-step').isVisible(), { timeout: 10_000 }).toBe(true);
    for (const tab of await page.getByTestId('documents-step').getByRole('tab').all()) {
      await tab.click();
      const shown = await verify
        .first()
        .waitFor({ state: 'visible', timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
    }
    await expect.poll(() => verify.first().isVisible()).toBe(true);
    const section = page.locator('section.documents__document').filter({ has: verify.first() });
    await verify.first().click();
    await expect.poll(() => section.getByRole('img', { name: 'Документ проверен' }).count()).toBe(1);
    await screenshot(page, 'deal-page-verified');
  });
});
