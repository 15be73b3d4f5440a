// Test entry (spawned by test/ops/processos.test.ts): the production server plus one slow route,
// GET /teste/lento?ms=N, which logs when it starts and answers after N ms: a request in flight
// while the process drains.
import { servir } from '../../server/servidor.js';

await servir({
  plugins: [
    {
      rotas(app) {
        app.get('/teste/lento', async (c) => {
          const ms = Math.min(Number(c.req.query('ms')) || 1500, 30_000);
          process.stdout.write(`${JSON.stringify({ msg: 'pedido lento recebido', pid: process.pid })}\n`);
          await new Promise((r) => setTimeout(r, ms));
          return c.text(`terminou em ${ms} ms`);
        });
      },
    },
  ],
});
