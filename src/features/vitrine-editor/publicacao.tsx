import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AvisoDesativada } from '../../components/aviso-desativada';
import { Icone } from '../../components/icone';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { descreverFalha, errosPorCampo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { MSG } from './regras';

/**
 * The showcase's public state and its switch: a draft ("Rascunho") is seen only by its owner and
 * admins; "Publicar" makes it public once the server accepts it (its refusals show at the fields).
 */
export function BarraPublicacao({
  id,
  publicado,
  ocupado,
  recusada,
  onMudar,
  desativada,
}: {
  id: number;
  publicado: boolean;
  /** Deactivated by an admin: the reason replaces "Publicada — Visível para todos". */
  desativada?: { motivo: string | null } | null;
  ocupado: boolean;
  /** The server's summary when it refused to publish (the fields say what is missing). */
  recusada: string | null;
  onMudar: (publicar: boolean) => void;
}) {
  return (
    <section className="cartao editor-publicacao" aria-labelledby={`publicacao-${id}`}>
      <div className="editor-publicacao-estado">
        <h2 id={`publicacao-${id}`} className="editor-publicacao-titulo">
          Situação:{' '}
          {desativada ? (
            <span className="selo selo-erro">Desativada</span>
          ) : (
            <span className={`selo ${publicado ? 'selo-info' : 'selo-aviso'}`}>
              {publicado ? 'Publicada' : 'Rascunho'}
            </span>
          )}
        </h2>
        {desativada && <AvisoDesativada motivo={desativada.motivo} />}
        <p className="texto-suave">
          {desativada ? (
            publicado ? (
              'Quando a equipe reativar a vitrine, ela volta a aparecer no diretório.'
            ) : (
              'Ela está como rascunho: só você e os administradores a veem.'
            )
          ) : publicado ? (
            <>
              Visível para todos no diretório.{' '}
              <a href={paths.fornecedorPorId(id)} target="_blank" rel="noopener noreferrer">
                Ver a página pública
              </a>
            </>
          ) : (
            'Só você e os administradores veem esta vitrine. Publique quando ela estiver pronta.'
          )}
        </p>
        {recusada && (
          <p className="erro-campo" role="alert">
            {recusada}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`btn ${publicado ? 'btn-secundario' : 'btn-primario'}`}
        disabled={ocupado}
        onClick={() => onMudar(!publicado)}
      >
        <Icone nome={publicado ? 'fas-eye-slash' : 'fas-check'} /> {publicado ? 'Despublicar' : 'Publicar'}
      </button>
    </section>
  );
}

/**
 * Publishing a showcase: pending edits are saved first (`salvarPendentes`), so the server checks
 * what the user sees; a refusal is kept per field (nome_empresa, descricao_curta, contato) until
 * the user changes that field.
 */
export function usePublicacao({
  id,
  inicial,
  base,
  salvarPendentes,
}: {
  id: number | null;
  inicial: boolean;
  /** Prefix of the field messages' ids. */
  base: string;
  salvarPendentes: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [publicado, setPublicado] = useState(inicial);
  /** Why the server refused to publish: a summary and one message per field. */
  const [recusa, setRecusa] = useState<{ resumo: string; campos: Record<string, string> } | null>(null);
  const publicarM = useMutation(trpc.fornecedores.publicar.mutationOptions());
  const despublicarM = useMutation(trpc.fornecedores.despublicar.mutationOptions());

  /** A field the user changed no longer shows why publishing was refused. */
  const esquecerRecusa = (campo: string) =>
    setRecusa((r) => {
      if (!r?.campos[campo]) return r;
      const { [campo]: _, ...campos } = r.campos;
      return { ...r, campos };
    });

  const mudar = async (publicar: boolean) => {
    if (!id) return;
    if (publicar) await salvarPendentes();
    try {
      const r = publicar ? await publicarM.mutateAsync({ id }) : await despublicarM.mutateAsync({ id });
      setPublicado(r.publicado);
      setRecusa(null);
      queryClient.setQueryData(trpc.fornecedores.editar.queryKey({ id }), (f) =>
        f ? { ...f, publicado: r.publicado } : f,
      );
      await queryClient.invalidateQueries({ queryKey: trpc.fornecedores.minhas.queryKey() });
      toast.success(r.message);
    } catch (err) {
      const campos = errosPorCampo(err);
      const resumo = descreverFalha(err, MSG.erroDesconhecido);
      setRecusa(Object.keys(campos).length ? { resumo, campos } : null);
      toast.error(resumo);
    }
  };

  const erroCampo = (campo: string) =>
    recusa?.campos[campo] ? (
      <span className="erro-campo" id={`${base}-publicar-${campo}`} role="alert">
        {recusa.campos[campo]}
      </span>
    ) : null;
  const descritoPor = (campo: string) => (recusa?.campos[campo] ? `${base}-publicar-${campo}` : undefined);

  return {
    publicado,
    recusa,
    mudar,
    esquecerRecusa,
    erroCampo,
    descritoPor,
    pendente: publicarM.isPending || despublicarM.isPending,
  };
}
