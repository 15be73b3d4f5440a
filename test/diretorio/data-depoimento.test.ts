import { afterEach, describe, expect, it } from 'vitest';
import { dataDepoimento } from '../../src/features/fornecedores/depoimentos.js';

// The supplier page is rendered on the server and hydrated in the visitor's browser: the
// testimonial's date must be the same text in any process time zone.
describe('testimonial date', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('is the day in Brasília time whatever the time zone of the process, without the time of day', () => {
    for (const zona of ['UTC', 'Asia/Tokyo', 'America/Sao_Paulo']) {
      process.env.TZ = zona;
      expect(dataDepoimento('2026-11-22T19:32:00.000Z'), zona).toBe('22 de novembro de 2026');
      // 01:30 UTC is still the evening before in Brasília.
      expect(dataDepoimento('2026-11-23T01:30:00.000Z'), zona).toBe('22 de novembro de 2026');
    }
  });

  it('says when there is no date or it is invalid', () => {
    expect(dataDepoimento(null)).toBe('Data não disponível');
    expect(dataDepoimento('ontem')).toBe('Data inválida');
  });
});
