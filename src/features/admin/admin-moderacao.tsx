import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { mensagemComMotivo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { formatarDataHora } from './admin-util';

/**
 * The moderation queue: reported testimonials (most reported first) with the reasons and their
 * counts, the author and the supplier. "Ocultar" hides it (out of the page and the average at
 * once; its author is told by e-mail); "Manter" dismisses the reports. Both are audited.
 */
export function AdminModeracao() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const fila = useQuery(trpc.depoimentos.moderacao.queryOptions());
  const ocultar = useMutation(trpc.depoimentos.ocultar.mutationOptions());
  const manter = useMutation(trpc.depoimentos.manter.mutationOptions());
  const ocupado = ocultar.isPending || manter.isPending;

  const decidir = async (id: number, acao: 'ocultar' | 'manter') => {
    try {
      if (acao === 'ocultar') await ocultar.mutateAsync({ id });
      else await manter.mutateAsync({ id });
      toast.success(
        acao === 'ocultar' ? 'Depoimento ocultado.' : 'Depoimento mantido; denúncias arquivadas.',
      );
      await queryClient.invalidateQueries({ queryKey: trpc.depoimentos.moderacao.queryKey() });
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao moderar o depoimento', err));
    }
  };

  return (
    <section aria-labelledby="titulo-moderacao">
      <h2 id="titulo-moderacao">Depoimentos denunciados</h2>
      {fila.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      {fila.data && fila.data.length === 0 && <p className="vazio">Nenhuma denúncia aguardando decisão.</p>}
      {fila.data && fila.data.length > 0 && (
        <ul className="moderacao-lista">
          {fila.data.map((d) => (
            <li key={d.id} className="cartao moderacao-item" data-depoimento-id={d.id}>
              <p className="moderacao-meta">
                <strong>
                  {d.total} {d.total === 1 ? 'denúncia' : 'denúncias'}
                </strong>{' '}
                · {d.motivos.map((m) => `${m.rotulo} (${m.total})`).join(', ')}
              </p>
              <blockquote className="moderacao-comentario">
                <p>{d.comentario}</p>
                <footer>
                  {d.autor.nome} · nota {d.nota} · {formatarDataHora(d.created_at)} · em{' '}
                  <a href={paths.fornecedorPorSlug(d.fornecedor.slug)}>{d.fornecedor.nome_empresa}</a>
                </footer>
              </blockquote>
              {d.observacoes.length > 0 && (
                <ul className="moderacao-observacoes">
                  {d.observacoes.map((o, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never reorder
                    <li key={i}>{o}</li>
                  ))}
                </ul>
              )}
              <div className="linha">
                <button
                  type="button"
                  className="btn btn-perigo btn-pequeno"
                  disabled={ocupado}
                  onClick={() => decidir(d.id, 'ocultar')}
                >
                  Ocultar
                </button>
                <button
                  type="button"
                  className="btn btn-secundario btn-pequeno"
                  disabled={ocupado}
                  onClick={() => decidir(d.id, 'manter')}
                >
                  Manter
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
