import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ehContaExcluida } from '../../../server/schemas/privacidade.schema';
import { Icone } from '../../components/icone';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * LGPD art. 18 on a person's request: one "LGPD" button per row (the actions cell stays narrow)
 * opens the two actions: download their data, delete their account (a second, explicit step; no
 * password from an admin). The server records both in the audit trail.
 */
export function AcoesPrivacidade({ usuario }: { usuario: { id: number; nome: string; email: string } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const excluir = useMutation(trpc.privacidade.excluir.mutationOptions());
  const [aberto, setAberto] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  if (ehContaExcluida(usuario.email)) return null;

  const fechar = () => {
    if (excluir.isPending) return;
    setAberto(false);
    setConfirmando(false);
  };

  async function confirmarExclusao() {
    try {
      await excluir.mutateAsync({ id: usuario.id });
      toast.success(`A conta de ${usuario.nome} foi excluída e os dados dela, apagados.`);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      setAberto(false);
      setConfirmando(false);
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao excluir a conta', err));
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-secundario btn-pequeno"
        aria-label={`Dados pessoais de ${usuario.nome} (LGPD)`}
        onClick={() => setAberto(true)}
      >
        <Icone nome="fas-user-shield" /> LGPD
      </button>
      <Modal
        open={aberto}
        title={confirmando ? 'Excluir conta e dados' : `Dados de ${usuario.nome} (LGPD)`}
        onClose={fechar}
      >
        {confirmando ? (
          <>
            <div className="modal-corpo">
              <p>
                Excluir a conta de <strong>{usuario.nome}</strong> a pedido da pessoa? As sessões terminam, as
                vitrines saem do ar e são apagadas com os arquivos, os depoimentos que ela escreveu são
                removidos (as notas são recalculadas) e os pedidos de orçamento recebidos são apagados.
              </p>
              <p>
                Não dá para desfazer. A auditoria registra a exclusão só com o número da conta. Se a pessoa
                pediu uma cópia, exporte os dados antes.
              </p>
            </div>
            <div className="modal-acoes">
              <button
                type="button"
                className="btn btn-secundario"
                onClick={() => setConfirmando(false)}
                disabled={excluir.isPending}
              >
                Voltar
              </button>
              <button
                type="button"
                className="btn btn-perigo"
                onClick={confirmarExclusao}
                disabled={excluir.isPending}
                autoFocus
              >
                {excluir.isPending ? 'Excluindo...' : 'Excluir conta'}
              </button>
            </div>
          </>
        ) : (
          <>
            <div className="modal-corpo">
              <p>
                Quando <strong>{usuario.nome}</strong> pedir, você pode entregar uma cópia de tudo o que
                guardamos sobre a pessoa (um ZIP com os dados em JSON e os arquivos enviados) ou excluir a
                conta. As duas ações ficam registradas na auditoria.
              </p>
            </div>
            <div className="modal-acoes">
              <a className="btn btn-secundario" href={`/api/usuarios/${usuario.id}/exportar`} download>
                <Icone nome="fas-box-open" /> Exportar dados
              </a>
              <button type="button" className="btn btn-perigo" onClick={() => setConfirmando(true)}>
                <Icone nome="fas-trash" /> Excluir conta…
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
