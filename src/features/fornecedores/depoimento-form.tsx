import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Icone } from '../../components/icone';
import { useToast } from '../../components/toast';
import { falha, motivoOu } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { CampoTextoObrigatorio, ModalFormulario } from './modal-formulario';

/**
 * The testimonial form ("Deixe seu Depoimento" / "Editar Depoimento"): a required comment and the
 * rating as stars, prefilled with the user's own testimonial or rating 5. Loaded on first open
 * (depoimentos.tsx), so the supplier page's first load does not carry it.
 */
export default function DepoimentoForm({
  fornecedorId,
  meu,
  onClose,
  aoSalvar,
}: {
  fornecedorId: number;
  meu: { id: number; comentario: string; nota: number } | null;
  onClose: () => void;
  aoSalvar: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [comentario, setComentario] = useState(meu?.comentario ?? '');
  const [nota, setNota] = useState(meu?.nota ?? 5);
  const [erro, setErro] = useState<string | null>(null);
  const criar = useMutation(trpc.depoimentos.create.mutationOptions());
  const atualizar = useMutation(trpc.depoimentos.update.mutationOptions());
  const ocupado = criar.isPending || atualizar.isPending;

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
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
      await aoSalvar();
    } catch (err) {
      // A session that ended while the form was open is a 401; otherwise the server's reason when
      // it refused ("Você não pode deixar um depoimento na sua própria vitrine.").
      const mensagem =
        falha(err).status === 401
          ? 'Você precisa estar logado para deixar um depoimento.'
          : motivoOu(err, 'Erro ao enviar depoimento. Tente novamente.');
      setErro(mensagem);
      toast.error(mensagem);
    }
  };

  return (
    <ModalFormulario
      title={meu ? 'Editar Depoimento' : 'Deixe seu Depoimento'}
      onClose={onClose}
      onSubmit={enviar}
      ocupado={ocupado}
      rotuloEnviar={meu ? 'Salvar' : 'Publicar'}
    >
      <CampoTextoObrigatorio
        id="depoimento-comentario"
        idErro="depoimento-erro"
        rotulo="Comentário"
        maxLength={2000}
        valor={comentario}
        erro={erro}
        onChange={(valor) => {
          setComentario(valor);
          setErro(null);
        }}
      />
      <EscolhaDeEstrelas nota={nota} onChange={setNota} />
    </ModalFormulario>
  );
}

/**
 * The testimonial's rating as five stars: a native radio group (arrow keys move and choose, Tab
 * enters and leaves it once), each radio named "1 estrela"… "5 estrelas", the stars up to the
 * chosen one filled, a visible focus ring on the focused star.
 */
function EscolhaDeEstrelas({ nota, onChange }: { nota: number; onChange: (n: number) => void }) {
  return (
    <fieldset className="notas escolha-estrelas">
      <legend className="rotulo">Nota</legend>
      <div className="escolha-estrelas-opcoes">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`escolha-estrela${n <= nota ? ' cheia' : ''}`}>
            <input
              type="radio"
              name="nota"
              value={n}
              checked={nota === n}
              onChange={() => onChange(n)}
              aria-label={n === 1 ? '1 estrela' : `${n} estrelas`}
            />
            <Icone nome={n <= nota ? 'fas-star' : 'far-star'} />
          </label>
        ))}
        <span className="escolha-estrelas-texto" aria-hidden="true">
          {nota} de 5
        </span>
      </div>
    </fieldset>
  );
}
