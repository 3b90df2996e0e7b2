import { chromium } from 'playwright-core';
import { startPreview } from './preview';
const server = await startPreview({ dir: 'dist', port: 0, base: '/' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const shots: [string, string, number, boolean][] = [
  ['/', 'home', 1280, false],
  ['/guide/start/quick-start', 'doc', 1280, false],
  ['/api/', 'api-overview', 1280, true],
  ['/zh/config/test/pool', 'zh-config', 390, false],
];
for (const [path, name, width, dark] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  await ctx.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await ctx.newPage();
  await page.goto(server.url.replace(/\/$/, '') + path);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await ctx.close();
}
await browser.close();
await server.close();
