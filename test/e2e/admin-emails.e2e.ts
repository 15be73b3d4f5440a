import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '../auth/outbox.js';
import { collectErrors, entrar, openBrowser } from './browser.js';
import { inserirEmailsComProblema } from './emails-fila.js';

/** Issue 28 §3: the admin's "E-mails" tab shows the queue and "Reenviar" delivers a given-up e-mail. */
describe('admin panel: E-mails', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  let navegador: BrowserContext;
  beforeAll(async () => {
    navegador = await openBrowser({ viewport: { width: 1366, height: 850 } });
  });
  afterAll(async () => {
    await navegador?.close();
  });

  async function abrirAba(page: Page) {
    await entrar(page, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('tab', { name: /E-mails/ }).click();
    await page.getByRole('heading', { name: 'E-mails', level: 2 }).waitFor();
  }

  it('shows the counts and the failed e-mail with its error; Reenviar sends it (outbox) and it leaves the list', async () => {
    const sufixo = `${Date.now()}`;
    inserirEmailsComProblema(dataDir, sufixo);
    const page = await navegador.newPage();
    const erros = collectErrors(page);
    await abrirAba(page);

    const contagens = page.getByRole('list', { name: 'Situação da fila de e-mails' });
    const falhas = contagens.getByRole('listitem').filter({ hasText: 'Com falha' });
    await expect.poll(() => falhas.locator('.admin-numero').textContent()).not.toBe('0');
    const antes = Number(await falhas.locator('.admin-numero').textContent());
    // the tab says how many were given up
    await expect
      .poll(() => page.getByRole('tab', { name: /E-mails/ }).textContent())
      .toContain(String(antes));

    const item = page.getByRole('listitem').filter({ hasText: `noiva-${sufixo}@exemplo.com.br` });
    await expect.poll(() => item.textContent()).toContain('Falhou');
    const texto = await item.textContent();
    expect(texto).toContain('Confirme seu e-mail na Vitrine do Sim');
    expect(texto).toContain('Greeting never received');
    expect(texto).toContain('31');
    const tentando = page.getByRole('listitem').filter({ hasText: `buffet-${sufixo}@exemplo.com.br` });
    expect(await tentando.textContent()).toContain('Tentando de novo');
    expect(await tentando.textContent()).toContain('Próxima tentativa');
    // no serious or critical axe violation in the tab (badges, the error box, the buttons)
    await page.evaluate(axe.source);
    const violacoes = (await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      const r = await (window as any).axe.run('[role="tabpanel"]', { resultTypes: ['violations'] });
      return r.violations.filter(
        (v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical',
      );
    })) as { id: string }[];
    expect(violacoes.map((v) => v.id)).toEqual([]);

    await item.getByRole('button', { name: /^Reenviar/ }).click();
    await page.getByText('E-mail de volta à fila: será enviado em instantes.').waitFor();
    // delivered by the server's sender to DATA_DIR/outbox (no SMTP_URL in the tests)
    await expect
      .poll(() => readOutbox(dataDir).filter((m) => m.to.includes(`noiva-${sufixo}@exemplo.com.br`)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: /E-mails/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: `noiva-${sufixo}@exemplo.com.br` })
          .count(),
      )
      .toBe(0);
    await expect
      .poll(async () =>
        Number(
          await page
            .getByRole('list', { name: 'Situação da fila de e-mails' })
            .getByRole('listitem')
            .filter({ hasText: 'Com falha' })
            .locator('.admin-numero')
            .textContent(),
        ),
      )
      .toBe(antes - 1);
    expect(erros).toEqual([]);
    await page.close();
  });
});
