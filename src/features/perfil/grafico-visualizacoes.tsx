import { useMemo } from 'react';
import { GraficoDiario } from '../../components/grafico-diario';
import { formatarDia, formatarNumero } from './estatisticas-calculo';

const UNIDADE: [string, string] = ['visualização', 'visualizações'];
const UNIDADE_PEDIDOS: [string, string] = ['pedido de orçamento', 'pedidos de orçamento'];
const rotuloLongo = (dia: string) => formatarDia(dia, true);

/** Daily views of one showcase and, beside them, its quote requests (the statistics tab). */
export function GraficoVisualizacoes({
  dias,
}: {
  dias: { date: string; total_views: number; orcamentos?: number }[];
}) {
  const pontos = useMemo(() => dias.map((d) => ({ dia: d.date, valor: d.total_views })), [dias]);
  const pedidos = useMemo(
    () => ({
      nome: 'Pedidos de orçamento',
      valores: dias.map((d) => d.orcamentos ?? 0),
      unidade: UNIDADE_PEDIDOS,
    }),
    [dias],
  );
  const total = dias.reduce((n, d) => n + d.total_views, 0);
  const totalPedidos = pedidos.valores.reduce((n, v) => n + v, 0);
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
      serieExtra={pedidos}
      ariaLabel={`Gráfico de visualizações e pedidos de orçamento por dia: ${formatarNumero(total)} visualizações e ${formatarNumero(totalPedidos)} pedidos no período`}
    />
  );
}
