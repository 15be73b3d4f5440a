const FORMATO_DIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (YYYY-MM-DD) of an instant in São Paulo: the day statistics are counted by,
 * whatever the server's time zone.
 */
export function diaSaoPaulo(instante: Date): string {
  return FORMATO_DIA.format(instante);
}
