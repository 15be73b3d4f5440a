import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Icone } from '../../components/icone';
import { useTRPC } from '../../lib/trpc';

export type Exclusao =
  | { tipo: 'tag'; id: number; nome: string }
  | { tipo: 'tipo'; id: number; nome: string }
  | { tipo: 'categoria'; id: number; nome: string };

/** The one row being renamed in the whole catalogue (`chave` is `tag:1`, `tipo:2`, `categoria:3`). */
export type Edicao = { chave: string; nome: string; icone?: string };

/** What a row needs from the catalogue: the row being renamed, and how to rename or delete one. */
export interface AcoesCatalogo {
  editando: Edicao | null;
  setEditando: (e: Edicao | null) => void;
  salvarEdicao: (e: FormEvent) => void;
  pedirExclusao: (e: Exclusao) => void;
}

/** Every list a catalogue change shows up in: the lists here, the panel's counts and the audit log. */
export function useInvalidarCatalogo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.tags.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.categoriasTag.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.categoriasLink.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.resumo.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() });
  };
}

const DE: Record<Exclusao['tipo'], string> = { tag: 'da tag', tipo: 'do tipo', categoria: 'da categoria' };

/**
 * One row of a catalogue list: its content with the rename and delete buttons, or, while it is the
 * row being renamed, the inline form (with the icon too when the row has one: a link category).
 */
export function ItemCatalogo({
  acoes,
  tipo,
  id,
  nome,
  icone,
  children,
}: {
  acoes: AcoesCatalogo;
  tipo: Exclusao['tipo'];
  id: number;
  nome: string;
  icone?: string;
  children: ReactNode;
}) {
  const chave = `${tipo}:${id}`;
  const { editando, setEditando } = acoes;
  if (editando?.chave === chave) {
    return (
      <li>
        <form className="admin-edicao" onSubmit={acoes.salvarEdicao}>
          <label className="sr-only" htmlFor="edicao-nome">
            {`Novo nome ${DE[tipo]} ${nome}`}
          </label>
          <input
            id="edicao-nome"
            autoFocus
            value={editando.nome}
            maxLength={60}
            onChange={(e) => setEditando({ ...editando, nome: e.target.value })}
          />
          {icone !== undefined && (
            <>
              <label className="sr-only" htmlFor="edicao-icone">
                Ícone
              </label>
              <input
                id="edicao-icone"
                value={editando.icone ?? ''}
                maxLength={80}
                onChange={(e) => setEditando({ ...editando, icone: e.target.value })}
              />
            </>
          )}
          <button type="submit" className="btn btn-primario btn-pequeno">
            Salvar
          </button>
          <button type="button" className="btn btn-secundario btn-pequeno" onClick={() => setEditando(null)}>
            Cancelar
          </button>
        </form>
      </li>
    );
  }
  return (
    <li>
      {children}
      <div className="admin-acoes">
        <button
          type="button"
          className="btn btn-texto btn-pequeno"
          aria-label={`Renomear ${nome}`}
          onClick={() => setEditando({ chave, nome, icone })}
        >
          <Icone nome="fas-pen" />
        </button>
        <button
          type="button"
          className="btn btn-texto btn-pequeno admin-excluir"
          aria-label={`Excluir ${nome}`}
          onClick={() => acoes.pedirExclusao({ tipo, id, nome })}
        >
          <Icone nome="fas-trash" />
        </button>
      </div>
    </li>
  );
}
