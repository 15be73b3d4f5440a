import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ehContaExcluida } from '../../../server/schemas/privacidade.schema';
import { Icone } from '../../components/icone';
import { ConfirmDialog } from '../../components/modal';
import { useToast } from '../../components/toast';
import { useTRPC } from '../../lib/trpc';
import { mensagemErro } from './admin-util';

/**
 * LGPD art. 18 on a person's request: download their data, delete their account (confirmed;
 * no password needed from an admin). Both are recorded in the audit trail by the server.
 */
export function AcoesPrivacidade({ usuario }: { usuario: { id: number; nome: string; email: string } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const excluir = useMutation(trpc.privacidade.excluir.mutationOptions());
  const [confirmar, setConfirmar] = useState(false);
  if (ehContaExcluida(usuario.email)) return null;

  async function confirmarExclusao() {
    try {
      await excluir.mutateAsync({ id: usuario.id });
      toast.success(`A conta de ${usuario.nome} foi excluída e os dados dela, apagados.`);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    } catch (err) {
      toast.error(mensagemErro('Erro ao excluir a conta', err));
    } finally {
      setConfirmar(false);
    }
  }

  return (
    <>
      <a
        className="btn btn-secundario btn-pequeno"
        href={`/api/usuarios/${usuario.id}/exportar`}
        download
        aria-label={`Exportar dados de ${usuario.nome}`}
        onClick={() => void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() })}
      >
        <Icone nome="fas-box-open" /> Exportar dados
      </a>
      <button
        type="button"
        className="btn btn-perigo btn-pequeno"
        aria-label={`Excluir a conta de ${usuario.nome}`}
        onClick={() => setConfirmar(true)}
      >
        <Icone nome="fas-trash" /> Excluir conta
      </button>
      <ConfirmDialog
        open={confirmar}
        title="Excluir conta e dados"
        message={
          <>
            <p>
              Excluir a conta de <strong>{usuario.nome}</strong> a pedido da pessoa? As sessões terminam, as
              vitrines saem do ar e são apagadas com os arquivos, os depoimentos que ela escreveu são
              removidos (as notas são recalculadas) e os pedidos de orçamento recebidos são apagados.
            </p>
            <p>
              Não dá para desfazer. A auditoria registra a exclusão só com o número da conta. Se a pessoa
              pediu uma cópia, exporte os dados antes.
            </p>
          </>
        }
        confirmLabel="Excluir conta"
        danger
        busy={excluir.isPending}
        onConfirm={confirmarExclusao}
        onCancel={() => setConfirmar(false)}
      />
    </>
  );
}
