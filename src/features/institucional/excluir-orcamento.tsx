import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Icone } from '../../components/icone';
import { motivoOu } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

/**
 * The link in a quote request sender's copy lands on the privacy page
 * (?excluir_orcamento=…&token=…): this block, shown only in the browser after hydration (the
 * server's markup has no query string), deletes the request on a click (a mail scanner opening
 * the link deletes nothing).
 */
export function ExcluirOrcamento() {
  const trpc = useTRPC();
  const params = new URLSearchParams(useSearch());
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  const excluir = useMutation(trpc.orcamentos.excluir.mutationOptions());
  const bruto = params.get('excluir_orcamento');
  if (!montado || bruto === null) return null;
  const id = Number(bruto);
  const token = params.get('token') ?? '';
  const valido = Number.isInteger(id) && id > 0 && token.length >= 20;
  const erro = excluir.isError
    ? motivoOu(excluir.error, 'Não foi possível excluir agora. Tente novamente em instantes.')
    : null;

  return (
    <section className="cartao excluir-orcamento" aria-labelledby="excluir-orcamento-titulo">
      <h2 id="excluir-orcamento-titulo">Excluir pedido de orçamento</h2>
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
    </section>
  );
}
