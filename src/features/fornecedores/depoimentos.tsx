import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Estrelas } from '../../components/avaliacao';
import { Icone } from '../../components/icone';
import { ConfirmDialog, Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { useTRPC } from '../../lib/trpc';

export interface Depoimento {
  id: number;
  usuario_id: number;
  usuario: { nome: string | null } | null;
  nota: number;
  comentario: string;
  created_at: string | null;
}

/** pt-BR long date with hour and minute; 'Data não disponível' / 'Data inválida'. */
export function dataDepoimento(valor: string | null | undefined): string {
  if (!valor) return 'Data não disponível';
  const d = new Date(valor);
  if (Number.isNaN(d.getTime())) return 'Data inválida';
  return d.toLocaleString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function Depoimentos({
  fornecedorId,
  depoimentos,
  usuario,
  aoMudar,
}: {
  fornecedorId: number;
  depoimentos: Depoimento[];
  usuario: { id: number } | null;
  aoMudar: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const meu = usuario ? depoimentos.find((d) => d.usuario_id === usuario.id) : undefined;
  const [aberto, setAberto] = useState(false);
  const [comentario, setComentario] = useState('');
  const [nota, setNota] = useState(5);
  const [erro, setErro] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);

  const criar = useMutation(trpc.depoimentos.create.mutationOptions());
  const atualizar = useMutation(trpc.depoimentos.update.mutationOptions());
  const excluir = useMutation(trpc.depoimentos.delete.mutationOptions());

  const abrir = () => {
    if (!usuario) {
      toast.error('Faça login para deixar um depoimento.');
      navigate(paths.login, { state: { from: location } });
      return;
    }
    // Prefilled with the user's existing testimonial, or an empty comment and rating 5.
    setComentario(meu?.comentario ?? '');
    setNota(meu?.nota ?? 5);
    setErro(null);
    setAberto(true);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!usuario) {
      setErro('Você precisa estar logado para deixar um depoimento.');
      return;
    }
    if (!comentario.trim()) {
      setErro('O comentário não pode estar vazio.');
      return;
    }
    try {
      if (meu) {
        await atualizar.mutateAsync({ id: meu.id, comentario: comentario.trim(), nota });
        toast.success('Depoimento atualizado com sucesso!');
      } else {
        await criar.mutateAsync({ fornecedor_id: fornecedorId, comentario: comentario.trim(), nota });
        toast.success('Depoimento publicado com sucesso!');
      }
      setAberto(false);
      await aoMudar();
    } catch {
      setErro('Erro ao enviar depoimento. Tente novamente.');
      toast.error('Erro ao enviar depoimento. Tente novamente.');
    }
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
    } catch {
      toast.error('Erro ao excluir depoimento. Tente novamente.');
    }
  };

  const ocupado = criar.isPending || atualizar.isPending;

  return (
    <div className="depoimentos">
      {!usuario && (
        <p className="alerta alerta-info">
          <Link href={paths.cadastro}>Cadastre-se para deixar depoimentos e receber novidades</Link>
        </p>
      )}
      {!meu && (
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
              <li key={d.id} className="depoimento" data-depoimento-id={d.id}>
                <div className="depoimento-cabecalho">
                  <strong>{d.usuario?.nome || 'Usuário anônimo'}</strong>
                  {proprio && <span className="selo selo-marca">você</span>}
                  <Estrelas nota={d.nota} />
                  <span className="texto-suave">{dataDepoimento(d.created_at)}</span>
                </div>
                <p>{d.comentario}</p>
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

      <Modal
        open={aberto}
        title={meu ? 'Editar Depoimento' : 'Deixe seu Depoimento'}
        onClose={() => setAberto(false)}
      >
        <form onSubmit={enviar} noValidate>
          <div className="modal-corpo">
            <div className="campo">
              <label className="rotulo" htmlFor="depoimento-comentario">
                Comentário <span className="obrigatorio">*</span>
              </label>
              <textarea
                id="depoimento-comentario"
                className={`entrada${erro ? ' campo-invalido' : ''}`}
                rows={5}
                maxLength={2000}
                required
                value={comentario}
                autoFocus
                aria-invalid={!!erro}
                aria-describedby={erro ? 'depoimento-erro' : undefined}
                onChange={(e) => {
                  setComentario(e.target.value);
                  setErro(null);
                }}
              />
              {erro && (
                <p id="depoimento-erro" className="erro-campo" role="alert">
                  {erro}
                </p>
              )}
            </div>
            <fieldset className="notas">
              <legend className="rotulo">Nota</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="opcao">
                  <input
                    type="radio"
                    name="nota"
                    value={n}
                    checked={nota === n}
                    onChange={() => setNota(n)}
                  />{' '}
                  {n}
                </label>
              ))}
            </fieldset>
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setAberto(false)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={ocupado}>
              {ocupado ? 'Enviando...' : meu ? 'Salvar' : 'Publicar'}
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
