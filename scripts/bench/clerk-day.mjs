// The scripted clerk day of `npm run bench:page`: an underwriter signs in, works the new-task queue and its filter,
// claims a task, walks its steps and types into its form, then reads the deal list with a filter and its pages and
// a deal's steps; a GOZ operator fills the calculator. Every click and keystroke goes through Chromium's input
// pipeline (playwright's mouse and keyboard), so the page's Event Timing entries are the browser's own measure of
// each interaction: the latency from the input to the next paint, grouped by interaction as INP groups them.
/* global window */

/** In the page: every interaction's latency (the longest event of the interaction), kept in window.__interactions. */
const recordInteractions = () => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * Takes a page's interactions since the last read: the latencies reported (16 ms and longer) and how many
 * interactions there were in all (`performance.interactionCount`; those under 16 ms are not reported).
 */
const takeInteractions = () => {
  const latencies = [...window.__interactions.values()];
  const total = performance.interactionCount ?? latencies.length;
  const count = total - (window.__counted ?? 0);
  window.__interactions.clear();
  window.__counted = total;
  return { latencies, count };
};

/** Adds the page's interactions since the last read to `into`, once the last one has painted. */
async function collect(page, into) {
  await page.waitForTimeout(300);
  const { latencies, count } = await page.evaluate(takeInteractions).catch(() => ({ latencies: [], count: 0 }));
  into.latencies.push(...latencies);
  into.fast += Math.max(0, count - latencies.length);
}

async function waitNoProgress(page) {
  await page.getByTestId('list-progress').waitFor({ state: 'detached' });
}

async function signIn(page, base, username) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Логин').click();
  await page.keyboard.type(username, { delay: 30 });
  await page.getByLabel('Пароль', { exact: true }).click();
  await page.keyboard.type('secret', { delay: 30 });
  await page.keyboard.press('Enter');
  await page.getByTestId('side-menu').waitFor();
}

/** Closes what a task page may open on arrival (the deal's warnings: 'Понятно'), once the page has settled. */
async function dismissDialogs(page) {
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  if (
    !(await dialog
      .first()
      .isVisible()
      .catch(() => false))
  )
    return;
  if (process.env.BENCH_PAGE_SHOT) await page.screenshot({ path: process.env.BENCH_PAGE_SHOT });
  const understood = dialog.getByRole('button', { name: 'Понятно' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  else await page.keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden' });
}

/**
 * Clicks the step buttons of a task or deal page, in order, those of `titles` the page has (read once from its step
 * bar); at least `least` of them. A click waits for its button: the bar is drawn again while a step loads.
 */
async function walkSteps(page, titles, least) {
  const bar = page.getByRole('button', { name: /^\d+\s*\S/ });
  await bar.first().waitFor();
  const present = (await bar.allInnerTexts()).map((text) => text.replace(/^\d+\s*/, '').trim());
  const walk = titles.filter((title) => present.includes(title));
  if (walk.length < least) throw new Error(`${page.url()} has only the steps ${present.join(', ')}`);
  for (const title of walk) {
    await page
      .getByRole('button', { name: new RegExp(`^\\d+\\s*${title}$`) })
      .first()
      .click();
    await page.waitForLoadState('networkidle');
  }
}

async function underwriterDay(page, base, into) {
  await signIn(page, base, 'underwriter');
  await page
    .getByTestId('side-menu')
    .getByRole('link', { name: /Новые задачи/ })
    .first()
    .click();
  await page.getByTestId('task-row').first().waitFor();
  await page.locator('#free-tasks').click();
  await waitNoProgress(page);
  await page.getByTestId('filter-open').click();
  const surname = page.locator('[data-testid^="filter-"] input, input[data-testid^="filter-"]').first();
  await surname.click();
  await page.keyboard.type('Ива', { delay: 40 });
  await page.keyboard.press('Enter');
  await waitNoProgress(page);
  await page.goto(`${base}/underwriter-new-task-list?isFree=true`);
  const free = page.getByTestId('task-row').filter({ has: page.getByRole('button', { name: 'Взять в работу' }) });
  await free.first().waitFor();
  await free.first().getByRole('button', { name: 'Взять в работу' }).click();
  await page.waitForURL(/\/task-underwriter\/\d+/);
  await page.getByTestId('task-header').waitFor();
  await dismissDialogs(page);
  await walkSteps(page, ['Клиент', 'Автомобиль', 'Работа', 'Контакты', 'Финансы', 'Документы'], 4);
  // a comment on the deal, typed as a clerk types it
  await page.getByRole('textbox', { name: 'Комментарий', exact: true }).first().click();
  await page.keyboard.type('Доход подтвержден справкой', { delay: 40 });
  await collect(page, into);

  await page.goto(`${base}/deal`);
  await page.getByTestId('deal-row').first().waitFor();
  const name = (await page.getByTestId('deal-row').first().locator('td').nth(1).innerText()).split(/\s/)[0];
  await page.getByTestId('filter-open').click();
  await page.getByTestId('filter-surName').click();
  await page.keyboard.type(name, { delay: 40 });
  await page.keyboard.press('Enter');
  await waitNoProgress(page);
  await page.goto(`${base}/deal`);
  await page.getByTestId('deal-row').first().waitFor();
  for (let i = 0; i < 3; i++) {
    await page
      .getByTestId('list-pager')
      .getByRole('button', { name: /Следующая|Next/ })
      .click();
    await waitNoProgress(page);
  }
  await collect(page, into);

  const dealId = (await page.getByTestId('deal-row').first().locator('td').first().innerText())
    .trim()
    .replace(/\D/g, '');
  await page.goto(`${base}/deal/${dealId}?step=client`);
  await page.getByTestId('deal-header').waitFor();
  await walkSteps(page, ['Кредит', 'Автомобиль', 'Работа', 'Контакты', 'Финансы'], 4);
  await collect(page, into);
}

async function operatorDay(page, base, into) {
  await signIn(page, base, 'goz');
  await page.goto(`${base}/create-short-request`);
  const cost = page.getByLabel(/Стоимость автомобиля/).first();
  await cost.waitFor();
  await cost.click();
  await page.keyboard.type('2500000', { delay: 40 });
  const fee = page.getByLabel(/Первоначальный взнос/).first();
  if ((await fee.count()) > 0) {
    await fee.click();
    await page.keyboard.type('500000', { delay: 40 });
  }
  await collect(page, into);
}

/**
 * Runs the clerk day in a fresh context of `browser` against `base` and returns the interactions' latencies:
 * `latencies` (ms, each 16 or more) and `fast` (how many were under 16 ms).
 */
export async function clerkDay(browser, base) {
  const into = { latencies: [], fast: 0 };
  for (const day of [underwriterDay, operatorDay]) {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 768 } });
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    // A page left by a full navigation takes its entries with it: read them before each goto.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      if (page.url().startsWith(base)) await collect(page, into);
      return goto(url, options);
    };
    try {
      await day(page, base, into);
      await collect(page, into);
    } finally {
      await context.close();
    }
  }
  return into;
}

/** The p-th percentile of all interactions, those under 16 ms counted as 0. */
export function interactionPercentile({ latencies, fast }, p) {
  const all = [...Array(fast).fill(0), ...latencies].sort((a, b) => a - b);
  if (all.length === 0) return 0;
  return all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)];
}
