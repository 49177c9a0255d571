// `npx tsx scripts/pwa/icons.ts`: the app icons of the web app manifest (static/img/icon-192.png,
// icon-512.png) from the site logo, rendered by Chromium. Run again when static/img/logo.svg changes.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, SYSTEM_CHROMIUM} from '../../lib/system.ts';

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join('static', 'img', 'logo.svg'), 'utf8');
  const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS});
  try {
    for (const size of [192, 512]) {
      const page = await browser.newPage({viewport: {width: size, height: size}});
      // Full-bleed square (no rounded corners): launchers apply their own mask.
      await page.setContent(
        `<html><body style="margin:0;background:#0b5c63">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `).replace(/rx="\d+"/, '')}</body></html>`,
      );
      await page.screenshot({path: path.join('static', 'img', `icon-${size}.png`), omitBackground: false});
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
