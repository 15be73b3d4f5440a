// The privacy policy states the retention periods the product applies by default: if a default
// changes (server/env.ts), the page must change with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env.js';
import * as entryServer from '../../src/entry-server.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.cleanup());

describe('/politica-de-privacidade and the retention defaults', () => {
  it('says how long quote requests and sent e-mails are kept, with the defaults of LEAD_RETENTION_DAYS and EMAIL_RETENTION_DAYS', async () => {
    const padrao = readEnv({});
    const res = await httpClient(t.deps, fakeBuild(), entryServer).request('GET', '/politica-de-privacidade');
    expect(res.status).toBe(200);
    const texto = res.text.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(texto).toContain(`os pedidos são guardados por até ${padrao.leadRetentionDays} dias`);
    expect(texto).toContain(`é apagado ${padrao.emailRetentionDays} dias depois da entrega`);
  });
});
