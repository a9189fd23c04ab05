import { chromium } from 'playwright-core';
// Crop the top of a full-page screenshot by loading it in a page of fixed size.
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [file, w, h, out] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto('file://' + process.cwd() + '/' + file);
await p.screenshot({ path: out });
await b.close();
