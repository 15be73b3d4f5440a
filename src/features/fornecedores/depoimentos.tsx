import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Estrelas } from '../../components/avaliacao';
import { Icone } from '../../components/icone';
import { ConfirmDialog } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { motivoOu } from '../../lib/erros';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { DenunciaModal, RespostaModal } from './depoimento-modais';

type FormModalTipo = typeof import('./depoimento-form').default;

/**
 * A testimonial as the page gets it: public ones with the supplier's detail, and the author's own
 * (depoimentos.meus), which may be hidden by moderation and is then shown with a notice.
 */
export type Depoimento = RouterOutputs['fornecedores']['detail']['depoimentos'][number] &
  Partial<Pick<RouterOutputs['depoimentos']['meus'][number], 'oculto'>>;

/**
 * pt-BR long date with hour and minute; 'Data não disponível' / 'Data inválida'. Always in
 * Brasília time: the server renders the page in its own time zone and the visitor's browser
 * hydrates it in theirs, so a zone-dependent text would differ between the two.
 */
export function dataDepoimento(valor: string | null | undefined): string {
  if (!valor) return 'Data não disponível';
  const d = new Date(valor);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  // The day only (issue 29: the time of day said nothing to a reader).
  return d.toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

export function Depoimentos({
  fornecedorId,
  nomeEmpresa,
  donoId,
  depoimentos: publicos,
  usuario,
  aoMudar,
}: {
  fornecedorId: number;
  nomeEmpresa: string;
  donoId: number;
  depoimentos: Depoimento[];
  usuario: { id: number; tipo?: string } | null;
  aoMudar: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [location, navigate] = useLocation();
  // The author's own testimonial even when hidden by moderation (fetched after hydration, so the
  // server's markup and the first client render stay the same).
  const meus = useQuery({
    ...trpc.depoimentos.meus.queryOptions({ fornecedor_id: fornecedorId }),
    enabled: !!usuario,
  });
  const meuOculto = usuario ? meus.data?.find((d) => d.oculto) : undefined;
  const depoimentos =
    meuOculto && !publicos.some((d) => d.id === meuOculto.id) ? [meuOculto, ...publicos] : publicos;
  const meu = usuario ? depoimentos.find((d) => d.usuario_id === usuario.id) : undefined;
  const podeResponder = !!usuario && (usuario.id === donoId || usuario.tipo === 'admin');
  const [respondendo, setRespondendo] = useState<Depoimento | null>(null);
  const [denunciando, setDenunciando] = useState<Depoimento | null>(null);
  const [denunciados, setDenunciados] = useState<number[]>([]);
  const removerResposta = useMutation(trpc.depoimentos.removerResposta.mutationOptions());

  const apagarResposta = async (d: Depoimento) => {
    try {
      await removerResposta.mutateAsync({ id: d.id });
      toast.success('Resposta removida.');
      await aoMudar();
    } catch (err) {
      toast.error(motivoOu(err, 'Erro ao remover a resposta. Tente novamente.'));
    }
  };
  // The form (and its star rating) loads when first opened: the page's first load stays light.
  const [FormModal, setFormModal] = useState<FormModalTipo | null>(null);
  const [aberto, setAberto] = useState(false);
  const [confirmar, setConfirmar] = useState(false);

  const excluir = useMutation(trpc.depoimentos.delete.mutationOptions());

  const abrir = () => {
    if (!usuario) {
      toast.error('Faça login para deixar um depoimento.');
      navigate(paths.login, { state: { from: location } });
      return;
    }
    void import('./depoimento-form').then((m) => {
      setFormModal(() => m.default);
      setAberto(true);
    });
  };

  const apagar = async () => {
    if (!usuario || !meu) {
      toast.error('Você precisa estar logado para excluir um depoimento.');
      return;
    }
    try {
      await excluir.mutateAsync({ id: meu.id });
      toast.success('Depoimento excluído com sucesso!');
      setConfirmar(false);
      await aoMudar();
    } catch (err) {
      toast.error(motivoOu(err, 'Erro ao excluir depoimento. Tente novamente.'));
    }
  };

  return (
    <div className="depoimentos">
      {!usuario && (
        <p className="alerta alerta-info">
          <Link href={paths.cadastro}>Cadastre-se para deixar depoimentos e receber novidades</Link>
        </p>
      )}
      {/* the owner cannot review their own showcase (the server refuses it too) */}
      {!meu && usuario?.id !== donoId && (
        <button type="button" className="btn btn-primario" onClick={abrir}>
          <Icone nome="fas-comment" /> Deixar Depoimento
        </button>
      )}
      {depoimentos.length === 0 ? (
        <p className="vazio">Nenhum depoimento ainda.</p>
      ) : (
        <ul className="lista-sem-estilo">
          {depoimentos.map((d) => {
            const proprio = usuario?.id === d.usuario_id;
            return (
              <li key={d.id} id={`depoimento-${d.id}`} className="depoimento" data-depoimento-id={d.id}>
                {d.oculto && (
                  <p className="alerta alerta-aviso" role="note">
                    Este depoimento foi ocultado pela moderação: só você o vê, e ele não conta na média.
                  </p>
                )}
                <div className="depoimento-cabecalho">
                  <strong>{d.usuario.nome || 'Usuário anônimo'}</strong>
                  {proprio && <span className="selo selo-marca">você</span>}
                  <Estrelas nota={d.nota} />
                  <span className="texto-suave">{dataDepoimento(d.created_at)}</span>
                </div>
                <p className="depoimento-texto">{d.comentario}</p>
                {d.resposta && (
                  // The advertiser's public reply, or the team's when an admin wrote it.
                  <div className="depoimento-resposta">
                    <p className="depoimento-resposta-titulo">
                      <strong>Resposta {d.resposta_da_equipe ? 'da equipe' : `de ${nomeEmpresa}`}</strong>{' '}
                      <span className="texto-suave">{dataDepoimento(d.resposta_em)}</span>
                    </p>
                    <p>{d.resposta}</p>
                  </div>
                )}
                {!d.oculto && (podeResponder || (usuario && !proprio)) && (
                  <div className="linha">
                    {podeResponder && (
                      <button
                        type="button"
                        className="btn btn-secundario btn-pequeno"
                        onClick={() => setRespondendo(d)}
                      >
                        <Icone nome="fas-reply" /> {d.resposta ? 'Editar resposta' : 'Responder'}
                      </button>
                    )}
                    {podeResponder && d.resposta && (
                      <button
                        type="button"
                        className="btn btn-texto btn-pequeno"
                        disabled={removerResposta.isPending}
                        onClick={() => apagarResposta(d)}
                      >
                        Remover resposta
                      </button>
                    )}
                    {usuario && !proprio && (
                      <button
                        type="button"
                        className="btn btn-texto btn-pequeno"
                        disabled={denunciados.includes(d.id)}
                        onClick={() => setDenunciando(d)}
                      >
                        <Icone nome="fas-flag" /> {denunciados.includes(d.id) ? 'Denunciado' : 'Denunciar'}
                      </button>
                    )}
                  </div>
                )}
                {proprio && (
                  <div className="linha">
                    <button type="button" className="btn btn-secundario btn-pequeno" onClick={abrir}>
                      <Icone nome="fas-pen" /> Editar
                    </button>
                    <button
                      type="button"
                      className="btn btn-texto btn-pequeno"
                      onClick={() => setConfirmar(true)}
                    >
                      <Icone nome="fas-trash" /> Excluir
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {aberto && FormModal && (
        <FormModal
          fornecedorId={fornecedorId}
          meu={meu ?? null}
          onClose={() => setAberto(false)}
          aoSalvar={async () => {
            setAberto(false);
            await aoMudar();
          }}
        />
      )}
      {respondendo && (
        <RespostaModal
          key={respondendo.id}
          depoimento={respondendo}
          nomeEmpresa={nomeEmpresa}
          onClose={() => setRespondendo(null)}
          aoMudar={aoMudar}
        />
      )}
      {denunciando && (
        <DenunciaModal
          key={denunciando.id}
          depoimentoId={denunciando.id}
          onClose={() => setDenunciando(null)}
          aoDenunciar={(id) => setDenunciados((l) => [...l, id])}
        />
      )}
      <ConfirmDialog
        open={confirmar}
        title="Excluir depoimento"
        message="Tem certeza que deseja excluir seu depoimento?"
        confirmLabel="Excluir"
        danger
        busy={excluir.isPending}
        onConfirm={apagar}
        onCancel={() => setConfirmar(false)}
      />
    </div>
  );
}
