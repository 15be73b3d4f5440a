import { useMemo } from 'react';
import { GraficoDiario } from '../../components/grafico-diario';
import { formatarDia, formatarNumero } from './estatisticas-calculo';

const UNIDADE: [string, string] = ['visualização', 'visualizações'];
const rotuloLongo = (dia: string) => formatarDia(dia, true);

/** Daily views of one showcase (the statistics tab). */
export function GraficoVisualizacoes({ dias }: { dias: { date: string; total_views: number }[] }) {
  const pontos = useMemo(() => dias.map((d) => ({ dia: d.date, valor: d.total_views })), [dias]);
  const total = dias.reduce((n, d) => n + d.total_views, 0);
  return (
    <GraficoDiario
      id="visualizacoes-diarias"
      className="perfil-grafico"
      tipo="area"
      pontos={pontos}
      nomeSerie="Visualizações"
      unidade={UNIDADE}
      rotuloDia={formatarDia}
      rotuloDiaLongo={rotuloLongo}
      formatarNumero={formatarNumero}
      semDados="Nenhum acesso registrado no período"
      ariaLabel={`Gráfico de visualizações por dia: ${formatarNumero(total)} no período`}
    />
  );
}
