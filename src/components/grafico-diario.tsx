import type { ApexOptions } from 'apexcharts';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import type { Props as ChartProps } from 'react-apexcharts';

// apexcharts is heavy (size in docs/performance.md): only pages that draw a chart import this module, and
// react-apexcharts itself loads when the chart renders. It is CommonJS: unwrap its default.
const Chart = lazy(() =>
  import('react-apexcharts').then((m) => {
    const mod = m as unknown as {
      default: ComponentType<ChartProps> & { default?: ComponentType<ChartProps> };
    };
    return { default: mod.default?.default ?? mod.default };
  }),
);

const PT_BR = {
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
    shortMonths: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
    days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
    shortDays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  },
};

/** A design token's current value (the chart follows the live theme). */
function token(nome: string, padrao: string): string {
  if (typeof window === 'undefined') return padrao;
  return getComputedStyle(document.documentElement).getPropertyValue(nome).trim() || padrao;
}

export interface PontoDiario {
  /** YYYY-MM-DD */
  dia: string;
  valor: number;
}

/**
 * One series per calendar day, in the brand's colours and pt-BR, shared by the advertiser's
 * statistics and the admin panel.
 */
export function GraficoDiario({
  id,
  pontos,
  tipo,
  nomeSerie,
  unidade,
  rotuloDia,
  rotuloDiaLongo = rotuloDia,
  formatarNumero = (v) => String(v),
  semDados,
  ariaLabel,
  className,
  altura = 300,
  serieExtra,
}: {
  id: string;
  pontos: PontoDiario[];
  tipo: 'area' | 'bar';
  nomeSerie: string;
  /** Singular and plural of what is counted, for the tooltip. */
  unidade: [string, string];
  rotuloDia: (dia: string) => string;
  rotuloDiaLongo?: (dia: string) => string;
  formatarNumero?: (v: number) => string;
  semDados: string;
  ariaLabel: string;
  className?: string;
  altura?: number;
  /** A second series over the same days (e.g. quote requests beside the views). */
  serieExtra?: { nome: string; valores: number[]; unidade: [string, string] };
}) {
  const extraUnidade = serieExtra?.unidade;
  const options = useMemo<ApexOptions>(() => {
    const texto = token('--cor-texto-suave', '#514a4e');
    return {
      chart: {
        id,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        fontFamily: token('--fonte-texto', 'Inter, system-ui, sans-serif'),
        defaultLocale: 'pt-br',
        locales: [PT_BR],
      },
      colors: [token('--cor-primaria', '#5b1f3a'), token('--cor-champanhe-500', '#b8904a')],
      dataLabels: { enabled: false },
      // apexcharts merges options key by key: an undefined key would erase its defaults.
      ...(tipo === 'area'
        ? {
            stroke: { curve: 'smooth' as const, width: 2 },
            fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
          }
        : { plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } } }),
      grid: { borderColor: token('--cor-borda', '#e6e1e3') },
      xaxis: {
        categories: pontos.map((p) => rotuloDia(p.dia)),
        labels: { style: { colors: texto }, rotate: -45, hideOverlappingLabels: true },
        tickAmount: Math.min(pontos.length, 10),
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { style: { colors: [texto] }, formatter: (v: number) => formatarNumero(Math.round(v)) },
      },
      tooltip: {
        x: {
          formatter: (_v: number, o?: { dataPointIndex: number }) =>
            rotuloDiaLongo(pontos[o?.dataPointIndex ?? 0]?.dia ?? ''),
        },
        y: {
          formatter: (v: number, o?: { seriesIndex: number }) => {
            const u = o?.seriesIndex === 1 && extraUnidade ? extraUnidade : unidade;
            return `${formatarNumero(v)} ${v === 1 ? u[0] : u[1]}`;
          },
        },
      },
      noData: { text: semDados },
    };
  }, [id, pontos, tipo, unidade, extraUnidade, rotuloDia, rotuloDiaLongo, formatarNumero, semDados]);
  const series = useMemo(
    () => [
      { name: nomeSerie, data: pontos.map((p) => p.valor) },
      ...(serieExtra ? [{ name: serieExtra.nome, data: serieExtra.valores }] : []),
    ],
    [nomeSerie, pontos, serieExtra],
  );

  return (
    <figure className={className} aria-label={ariaLabel}>
      <Suspense
        fallback={
          <div className="carregando" role="status">
            <span className="spinner" aria-hidden="true" />
            Carregando gráfico...
          </div>
        }
      >
        <Chart type={tipo} height={altura} options={options} series={series} />
      </Suspense>
    </figure>
  );
}
