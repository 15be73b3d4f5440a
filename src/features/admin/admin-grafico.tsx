import { useMemo } from 'react';
import { GraficoDiario } from '../../components/grafico-diario';

export const TEXTO_SEM_ACESSOS = 'Nenhum acesso registrado no período';
const UNIDADE: [string, string] = ['acesso', 'acessos'];

function diaCurto(iso: string): string {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
}

/** Fills the days without views with zero, from the first day with data up to the last one. */
export function preencherDias(rows: { data: string; quantidade: number }[]) {
  if (rows.length === 0) return [];
  const mapa = new Map(rows.map((r) => [r.data, r.quantidade]));
  const out: { data: string; quantidade: number }[] = [];
  const inicio = new Date(`${rows[0].data}T12:00:00Z`);
  const fim = new Date(`${rows[rows.length - 1].data}T12:00:00Z`);
  for (let d = inicio; d <= fim; d = new Date(d.getTime() + 86_400_000)) {
    const iso = d.toISOString().slice(0, 10);
    out.push({ data: iso, quantidade: mapa.get(iso) ?? 0 });
  }
  return out;
}

/** Home page views per day (admin panel). Empty: the spec's text, without loading the chart. */
export function GraficoAcessos({ rows }: { rows: { data: string; quantidade: number }[] }) {
  const pontos = useMemo(
    () => preencherDias(rows).map((d) => ({ dia: d.data, valor: d.quantidade })),
    [rows],
  );
  if (pontos.length === 0) return <p className="vazio">{TEXTO_SEM_ACESSOS}</p>;
  const total = pontos.reduce((n, p) => n + p.valor, 0);
  return (
    <GraficoDiario
      id="acessos-home"
      className="admin-grafico"
      tipo="bar"
      altura={280}
      pontos={pontos}
      nomeSerie="Acessos à página inicial"
      unidade={UNIDADE}
      rotuloDia={diaCurto}
      semDados={TEXTO_SEM_ACESSOS}
      ariaLabel={`Acessos à página inicial por dia: ${total} no período`}
    />
  );
}
