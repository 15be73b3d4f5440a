import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { Icone } from '../../components/icone';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { trpcErrorData, useTRPC } from '../../lib/trpc';

/**
 * /orcamentos/excluir?id=…&token=…: the link in the sender's copy. Deleting takes a click (a mail
 * scanner opening the link deletes nothing).
 */
export default function ExcluirOrcamentoPage() {
  usePageTitle('Excluir pedido de orçamento');
  const trpc = useTRPC();
  const params = new URLSearchParams(useSearch());
  const id = Number(params.get('id'));
  const token = params.get('token') ?? '';
  const valido = Number.isInteger(id) && id > 0 && token.length >= 20;
  const excluir = useMutation(trpc.orcamentos.excluir.mutationOptions());
  const erro = excluir.isError
    ? trpcErrorData(excluir.error)?.httpStatus === 404
      ? excluir.error.message
      : 'Não foi possível excluir agora. Tente novamente em instantes.'
    : null;

  return (
    <main className="container pagina largura-texto">
      <h1>Excluir pedido de orçamento</h1>
      {!valido ? (
        <div className="alerta alerta-erro" role="alert">
          Este link de exclusão está incompleto. Use o link exatamente como chegou no seu e-mail.
        </div>
      ) : excluir.isSuccess ? (
        <div className="alerta alerta-sucesso" role="status">
          <Icone nome="fas-circle-check" /> {excluir.data.message} O fornecedor não verá mais os seus dados.
        </div>
      ) : (
        <>
          <p>
            Ao excluir, o pedido e os dados que você enviou (nome, e-mail, telefone, cidade e mensagem) são
            apagados na hora e o fornecedor deixa de vê-los. Esta ação não pode ser desfeita.
          </p>
          {erro && (
            <div className="alerta alerta-erro" role="alert">
              {erro}
            </div>
          )}
          <button
            type="button"
            className="btn btn-perigo"
            disabled={excluir.isPending}
            onClick={() => excluir.mutate({ id, token })}
          >
            <Icone nome="fas-trash" /> Excluir meu pedido
          </button>
        </>
      )}
      <p>
        <Link href={paths.privacidade}>Como tratamos seus dados (Política de Privacidade)</Link>
      </p>
    </main>
  );
}
