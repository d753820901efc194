import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = fromLighthouse('puppeteer-core');
const base = 'http://127.0.0.1:8097';
const path = process.argv[2] || '/payroll/advances';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const p0 = await browser.newPage();
await p0.goto(`${base}/login`);
await p0.locator('::-p-aria(Email)').fill('admin@maziwa.test');
await p0.locator('::-p-aria(Password)').fill('Maziwa-2026');
await p0.locator('::-p-aria([name="Sign In"][role="button"])').click();
await p0.waitForFunction(() => location.pathname.startsWith('/dashboard'));
await p0.close();
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const cdp = await page.createCDPSession();
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof/profile.cpuprofile', JSON.stringify(profile));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.replace(base, '')}:${f.lineNumber}`;
  self.set(key, (self.get(key) || 0) + (dt[i + 1] || 0) / 1000);
}
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u, (byUrl.get(u) || 0) + v); }
console.log('by url (ms, 4x CPU):');
for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(0).padStart(6), k);
console.log('by function:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(0).padStart(6), k);
await browser.close();
