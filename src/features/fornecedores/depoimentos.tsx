import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { MOTIVOS_DENUNCIA, MotivoDenuncia } from '../../../server/schemas/depoimentos.schema';
import { Estrelas } from '../../components/avaliacao';
import { Icone } from '../../components/icone';
import { ConfirmDialog, Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { codigoDoErro, motivoOu } from '../../lib/erros';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';

/**
 * A testimonial as the page gets it: public ones with the supplier's detail, and the author's own
 * (depoimentos.meus), which may be hidden by moderation and is then shown with a notice.
 */
type FormModalTipo = typeof import('./depoimento-form').default;

export type Depoimento = RouterOutputs['fornecedores']['detail']['depoimentos'][number] &
  Partial<Pick<RouterOutputs['depoimentos']['meus'][number], 'oculto'>>;

/** Report reasons with their labels; the type keeps them those of the server (MOTIVOS_DENUNCIA). */
const MOTIVOS = [
  ['ofensivo', 'Ofensivo'],
  ['falso', 'Falso'],
  ['spam', 'Spam'],
  ['dados_pessoais', 'Dados pessoais'],
  ['outro', 'Outro'],
] as const satisfies readonly {
  [M in MotivoDenuncia]: readonly [M, (typeof MOTIVOS_DENUNCIA)[M]];
}[MotivoDenuncia][];
type Motivo = (typeof MOTIVOS)[number][0];

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
  const [textoResposta, setTextoResposta] = useState('');
  const [erroResposta, setErroResposta] = useState<string | null>(null);
  const [denunciando, setDenunciando] = useState<Depoimento | null>(null);
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erroDenuncia, setErroDenuncia] = useState<string | null>(null);
  const [denunciados, setDenunciados] = useState<number[]>([]);
  const responder = useMutation(trpc.depoimentos.responder.mutationOptions());
  const removerResposta = useMutation(trpc.depoimentos.removerResposta.mutationOptions());
  const denunciar = useMutation(trpc.depoimentos.denunciar.mutationOptions());

  const abrirResposta = (d: Depoimento) => {
    setTextoResposta(d.resposta ?? '');
    setErroResposta(null);
    setRespondendo(d);
  };
  const enviarResposta = async (e: FormEvent) => {
    e.preventDefault();
    if (!respondendo) return;
    if (!textoResposta.trim()) {
      setErroResposta('A resposta não pode estar vazia.');
      return;
    }
    try {
      await responder.mutateAsync({ id: respondendo.id, resposta: textoResposta.trim() });
      toast.success('Resposta publicada.');
      setRespondendo(null);
      await aoMudar();
    } catch (err) {
      setErroResposta(motivoOu(err, 'Erro ao enviar a resposta.'));
    }
  };
  const apagarResposta = async (d: Depoimento) => {
    try {
      await removerResposta.mutateAsync({ id: d.id });
      toast.success('Resposta removida.');
      await aoMudar();
    } catch (err) {
      toast.error(motivoOu(err, 'Erro ao remover a resposta. Tente novamente.'));
    }
  };
  const abrirDenuncia = (d: Depoimento) => {
    setMotivo(null);
    setObservacao('');
    setErroDenuncia(null);
    setDenunciando(d);
  };
  const enviarDenuncia = async (e: FormEvent) => {
    e.preventDefault();
    if (!denunciando) return;
    if (!motivo) {
      setErroDenuncia('Escolha o motivo da denúncia.');
      return;
    }
    try {
      await denunciar.mutateAsync({ id: denunciando.id, motivo, observacao: observacao.trim() || null });
      toast.success('Denúncia enviada. Obrigado por avisar: a moderação vai analisar.');
      setDenunciados((l) => [...l, denunciando.id]);
      setDenunciando(null);
    } catch (err) {
      const jaFeita = codigoDoErro(err) === 'CONFLICT';
      if (jaFeita) {
        setDenunciados((l) => [...l, denunciando.id]);
        setDenunciando(null);
        toast.error('Você já denunciou este depoimento.');
      } else setErroDenuncia(motivoOu(err, 'Erro ao enviar a denúncia. Tente novamente.'));
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
                        onClick={() => abrirResposta(d)}
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
                        onClick={() => abrirDenuncia(d)}
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
      <Modal open={!!respondendo} title="Responder ao depoimento" onClose={() => setRespondendo(null)}>
        <form onSubmit={enviarResposta} noValidate>
          <div className="modal-corpo">
            <div className="campo">
              <label className="rotulo" htmlFor="resposta-texto">
                Resposta pública de {nomeEmpresa} <span className="obrigatorio">*</span>
              </label>
              <textarea
                id="resposta-texto"
                className={`entrada${erroResposta ? ' campo-invalido' : ''}`}
                rows={5}
                maxLength={1000}
                required
                value={textoResposta}
                autoFocus
                aria-invalid={!!erroResposta}
                aria-describedby={erroResposta ? 'resposta-erro' : 'resposta-ajuda'}
                onChange={(e) => {
                  setTextoResposta(e.target.value);
                  setErroResposta(null);
                }}
              />
              <p id="resposta-ajuda" className="texto-suave">
                Texto simples, até 1.000 caracteres. Aparece abaixo do depoimento.
              </p>
              {erroResposta && (
                <p id="resposta-erro" className="erro-campo" role="alert">
                  {erroResposta}
                </p>
              )}
            </div>
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setRespondendo(null)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={responder.isPending}>
              {responder.isPending ? 'Enviando...' : 'Publicar resposta'}
            </button>
          </div>
        </form>
      </Modal>
      <Modal open={!!denunciando} title="Denunciar depoimento" onClose={() => setDenunciando(null)}>
        <form onSubmit={enviarDenuncia} noValidate>
          <div className="modal-corpo">
            <fieldset className="denuncia-motivos">
              <legend className="rotulo">
                Motivo <span className="obrigatorio">*</span>
              </legend>
              {MOTIVOS.map(([valor, rotulo]) => (
                <label key={valor} className="opcao">
                  <input
                    type="radio"
                    name="motivo"
                    value={valor}
                    checked={motivo === valor}
                    onChange={() => {
                      setMotivo(valor);
                      setErroDenuncia(null);
                    }}
                  />{' '}
                  {rotulo}
                </label>
              ))}
            </fieldset>
            <div className="campo">
              <label className="rotulo" htmlFor="denuncia-observacao">
                Observação (opcional)
              </label>
              <textarea
                id="denuncia-observacao"
                className="entrada"
                rows={3}
                maxLength={500}
                value={observacao}
                onChange={(e) => setObservacao(e.target.value)}
              />
            </div>
            {erroDenuncia && (
              <p className="erro-campo" role="alert">
                {erroDenuncia}
              </p>
            )}
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setDenunciando(null)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={denunciar.isPending}>
              {denunciar.isPending ? 'Enviando...' : 'Enviar denúncia'}
            </button>
          </div>
        </form>
      </Modal>
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
