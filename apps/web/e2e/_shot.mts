import { launchBrowser, startStub, startWeb } from './harness';
const stub = await startStub();
const web = await startWeb(stub.url);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
const user = process.argv[2] ?? 'goz';
await page.goto(`${web.url}/login`);
await page.getByLabel('Логин').fill(user);
await page.getByLabel('Пароль', { exact: true }).fill('secret');
await page.getByRole('button', { name: 'Войти' }).click();
await page.waitForSelector('[data-testid=side-menu]');
await page.goto(`${web.url}${process.argv[3] ?? '/task-my'}`);
await page.waitForTimeout(1500);
const claim = page.getByRole('button', { name: 'Взять в работу' }).first();
if (await claim.count()) {
  await claim.click();
} else {
  const sw = page.getByRole('link', { name: /Переключиться|Продолжить/ }).first();
  if (await sw.count()) await sw.click();
}
await page.waitForTimeout(2500);
console.log(page.url());
await page.screenshot({ path: `/tmp/shot-${user}.png` });
const steps = Number(process.argv[4] ?? 0);
for (let i = 2; i <= steps + 1; i++) {
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.waitForTimeout(2000);
  console.log(page.url());
  await page.screenshot({ path: `/tmp/shot-${user}-${i}.png`, fullPage: true });
}
await page.screenshot({ path: `/tmp/shot-${user}-full.png`, fullPage: true });
await browser.close();
await web.stop();
await stub.stop();
