import type { ApexOptions } from 'apexcharts';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import type { Props as ChartProps } from 'react-apexcharts';
import { formatarDia, formatarNumero } from './estatisticas-calculo';

// apexcharts is heavy (~155 KB gzip): this module is imported only by the statistics tab, and
// the chart itself only when the tab draws it. react-apexcharts is CommonJS: unwrap its default.
const Chart = lazy(() =>
  import('react-apexcharts').then((m) => {
    const mod = m as unknown as {
      default: ComponentType<ChartProps> & { default?: ComponentType<ChartProps> };
    };
    return { default: mod.default?.default ?? mod.default };
  }),
);

function token(nome: string, padrao: string): string {
  if (typeof window === 'undefined') return padrao;
  return getComputedStyle(document.documentElement).getPropertyValue(nome).trim() || padrao;
}

export function GraficoVisualizacoes({ dias }: { dias: { date: string; total_views: number }[] }) {
  const options = useMemo<ApexOptions>(() => {
    const primaria = token('--cor-primaria', '#5b1f3a');
    const texto = token('--cor-texto-suave', '#514a4e');
    const borda = token('--cor-borda', '#e6e1e3');
    const fonte = token('--fonte-texto', 'Inter, system-ui, sans-serif');
    return {
      chart: {
        id: 'visualizacoes-diarias',
        toolbar: { show: false },
        zoom: { enabled: false },
        fontFamily: fonte,
        animations: { enabled: false },
        defaultLocale: 'pt-br',
        locales: [
          {
            name: 'pt-br',
            options: {
              months: [
                'Janeiro',
                'Fevereiro',
                'Março',
                'Abril',
                'Maio',
                'Junho',
                'Julho',
                'Agosto',
                'Setembro',
                'Outubro',
                'Novembro',
                'Dezembro',
              ],
              shortMonths: [
                'Jan',
                'Fev',
                'Mar',
                'Abr',
                'Mai',
                'Jun',
                'Jul',
                'Ago',
                'Set',
                'Out',
                'Nov',
                'Dez',
              ],
              days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
              shortDays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
            },
          },
        ],
      },
      colors: [primaria],
      dataLabels: { enabled: false },
      stroke: { curve: 'smooth', width: 2 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
      grid: { borderColor: borda },
      xaxis: {
        categories: dias.map((d) => formatarDia(d.date)),
        labels: { style: { colors: texto }, rotate: -45, hideOverlappingLabels: true },
        tickAmount: Math.min(dias.length, 10),
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { style: { colors: [texto] }, formatter: (v: number) => formatarNumero(Math.round(v)) },
      },
      tooltip: {
        x: {
          formatter: (_v: number, o?: { dataPointIndex: number }) =>
            formatarDia(dias[o?.dataPointIndex ?? 0]?.date ?? '', true),
        },
        y: { formatter: (v: number) => `${formatarNumero(v)} ${v === 1 ? 'visualização' : 'visualizações'}` },
      },
      noData: { text: 'Nenhum acesso registrado no período' },
    };
  }, [dias]);
  const series = useMemo(() => [{ name: 'Visualizações', data: dias.map((d) => d.total_views) }], [dias]);
  const total = dias.reduce((n, d) => n + d.total_views, 0);

  return (
    <figure
      className="perfil-grafico"
      aria-label={`Gráfico de visualizações por dia: ${formatarNumero(total)} no período`}
    >
      <Suspense
        fallback={
          <div className="carregando" role="status">
            <span className="spinner" aria-hidden="true" />
            Carregando gráfico...
          </div>
        }
      >
        <Chart type="area" height={300} options={options} series={series} />
      </Suspense>
    </figure>
  );
}
