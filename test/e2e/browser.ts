import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** A fresh Chromium profile (its own cookies and storage): one per simulated person. */
export async function openBrowser(
  opts: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    args: CHROMIUM_ARGS,
  });
}

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Signs in through the login form and waits to leave /login. */
export async function entrar(page: Page, baseURL: string, email: string, senha: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
