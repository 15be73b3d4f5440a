import type { ApexOptions } from 'apexcharts';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import type { Props as ChartProps } from 'react-apexcharts';

// apexcharts is heavy: this module is loaded only by the admin panel, and react-apexcharts only
// when there is something to draw. It is CommonJS: unwrap its default for React.lazy.
const Chart = lazy(() =>
  import('react-apexcharts').then((m) => {
    const mod = m as unknown as {
      default: ComponentType<ChartProps> & { default?: ComponentType<ChartProps> };
    };
    return { default: mod.default?.default ?? mod.default };
  }),
);

export const TEXTO_SEM_ACESSOS = 'Nenhum acesso registrado no período';

function token(nome: string, padrao: string): string {
  if (typeof window === 'undefined') return padrao;
  return getComputedStyle(document.documentElement).getPropertyValue(nome).trim() || padrao;
}

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
  const dias = useMemo(() => preencherDias(rows), [rows]);
  const options = useMemo<ApexOptions>(() => {
    const primaria = token('--cor-primaria', '#5b1f3a');
    const texto = token('--cor-texto-suave', '#514a4e');
    const borda = token('--cor-borda', '#e6e1e3');
    return {
      chart: {
        id: 'acessos-home',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        fontFamily: token('--fonte-texto', 'Inter, system-ui, sans-serif'),
      },
      colors: [primaria],
      dataLabels: { enabled: false },
      plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } },
      grid: { borderColor: borda },
      xaxis: {
        categories: dias.map((d) => diaCurto(d.data)),
        labels: { style: { colors: texto }, rotate: -45, hideOverlappingLabels: true },
        tickAmount: Math.min(dias.length, 12),
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { style: { colors: [texto] }, formatter: (v: number) => String(Math.round(v)) },
      },
      tooltip: {
        y: { formatter: (v: number) => `${v} ${v === 1 ? 'acesso' : 'acessos'}` },
      },
      noData: { text: TEXTO_SEM_ACESSOS },
    };
  }, [dias]);
  const series = useMemo(
    () => [{ name: 'Acessos à página inicial', data: dias.map((d) => d.quantidade) }],
    [dias],
  );

  if (dias.length === 0) return <p className="vazio">{TEXTO_SEM_ACESSOS}</p>;
  const total = dias.reduce((n, d) => n + d.quantidade, 0);
  return (
    <figure className="admin-grafico" aria-label={`Acessos à página inicial por dia: ${total} no período`}>
      <Suspense
        fallback={
          <div className="carregando" role="status">
            <span className="spinner" aria-hidden="true" />
            Carregando gráfico...
          </div>
        }
      >
        <Chart type="bar" height={280} options={options} series={series} />
      </Suspense>
    </figure>
  );
}
