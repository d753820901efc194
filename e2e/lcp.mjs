import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8097';
const path = process.argv[2] ?? '/farmers/farmers-profiles';
const rate = Number(process.argv[3] ?? 4);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = await b.newContext({ baseURL: base });
const r = await (await login.newPage()).request.post(base + '/api/token', { form: { username: 'admin@maziwa.test', password: 'Maziwa-2026' } });
const tok = (await r.json()).access_token;
await login.close();
const c = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await c.addInitScript((t) => {
  localStorage.setItem('maziwa.access_token', t);
  window.__lcp = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push([e.entryType, e.name, Math.round(e.startTime), e.size, e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent||'').slice(0,30) : ''])))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push([e.entryType, e.name, Math.round(e.startTime)]))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push(['longtask', '', Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
}, tok);
const p = await c.newPage();
const s = await c.newCDPSession(p);
await s.send('Emulation.setCPUThrottlingRate', { rate });
await p.goto(base + path);
await p.waitForTimeout(6000);
console.log((await p.evaluate(() => window.__lcp)).map((x) => x.join(' | ')).join('\n'));
await b.close();
