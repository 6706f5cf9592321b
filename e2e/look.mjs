// usage: node look.mjs role lang width path... ; screenshots to /tmp/shots
import { chromium } from 'playwright-core';
const [role, lang, width, ...paths] = process.argv.slice(2);
const base = 'http://127.0.0.1:3900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, locale: lang === 'hi' ? 'hi-IN' : 'en-IN' });
await context.addCookies([{ name: 'sahaya-language', value: lang, url: base }]);
const page = await context.newPage();
if (role !== 'none') {
  await context.addCookies([{ name: 'sahaya-language', value: 'en', url: base }]);
  await page.goto(base + { admin: '/admin/login', user: '/user/login', volunteer: '/user/login?role=volunteer' }[role], { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(`${role}@sahaya.demo`);
  await page.getByLabel('Password', { exact: true }).fill('Sahaya@123');
  await page.getByRole('button', { name: role === 'admin' ? 'Submit' : 'Login', exact: true }).click();
  await page.waitForURL(/dashboard/);
  await context.addCookies([{ name: 'sahaya-language', value: lang, url: base }]);
}
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const name = `/tmp/shots/${role}-${lang}-${width}${path.replaceAll('/', '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, 'overflow', overflow);
}
await browser.close();
