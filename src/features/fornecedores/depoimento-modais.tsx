import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MOTIVOS_DENUNCIA, MotivoDenuncia } from '../../../server/schemas/depoimentos.schema';
import { useToast } from '../../components/toast';
import { codigoDoErro, motivoOu } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { CampoTextoObrigatorio, ModalFormulario } from './modal-formulario';

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
 * The owner's (or the team's) public reply to a testimonial, prefilled with the current one. Mounted
 * while open, so each opening starts from the testimonial's reply and no error.
 */
export function RespostaModal({
  depoimento,
  nomeEmpresa,
  onClose,
  aoMudar,
}: {
  depoimento: { id: number; resposta: string | null };
  nomeEmpresa: string;
  onClose: () => void;
  aoMudar: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [texto, setTexto] = useState(depoimento.resposta ?? '');
  const [erro, setErro] = useState<string | null>(null);
  const responder = useMutation(trpc.depoimentos.responder.mutationOptions());

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!texto.trim()) {
      setErro('A resposta não pode estar vazia.');
      return;
    }
    try {
      await responder.mutateAsync({ id: depoimento.id, resposta: texto.trim() });
      toast.success('Resposta publicada.');
      onClose();
      await aoMudar();
    } catch (err) {
      setErro(motivoOu(err, 'Erro ao enviar a resposta.'));
    }
  };

  return (
    <ModalFormulario
      title="Responder ao depoimento"
      onClose={onClose}
      onSubmit={enviar}
      ocupado={responder.isPending}
      rotuloEnviar="Publicar resposta"
    >
      <CampoTextoObrigatorio
        id="resposta-texto"
        idErro="resposta-erro"
        rotulo={<>Resposta pública de {nomeEmpresa}</>}
        maxLength={1000}
        valor={texto}
        erro={erro}
        ajuda={{
          id: 'resposta-ajuda',
          texto: 'Texto simples, até 1.000 caracteres. Aparece abaixo do depoimento.',
        }}
        onChange={(valor) => {
          setTexto(valor);
          setErro(null);
        }}
      />
    </ModalFormulario>
  );
}

/**
 * A report to the moderation: a required reason and an optional note. `aoDenunciar` also runs when
 * the server says this user already reported it, so the button shows "Denunciado" either way.
 */
export function DenunciaModal({
  depoimentoId,
  onClose,
  aoDenunciar,
}: {
  depoimentoId: number;
  onClose: () => void;
  aoDenunciar: (id: number) => void;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const denunciar = useMutation(trpc.depoimentos.denunciar.mutationOptions());

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!motivo) {
      setErro('Escolha o motivo da denúncia.');
      return;
    }
    try {
      await denunciar.mutateAsync({ id: depoimentoId, motivo, observacao: observacao.trim() || null });
      toast.success('Denúncia enviada. Obrigado por avisar: a moderação vai analisar.');
      aoDenunciar(depoimentoId);
      onClose();
    } catch (err) {
      const jaFeita = codigoDoErro(err) === 'CONFLICT';
      if (jaFeita) {
        aoDenunciar(depoimentoId);
        onClose();
        toast.error('Você já denunciou este depoimento.');
      } else setErro(motivoOu(err, 'Erro ao enviar a denúncia. Tente novamente.'));
    }
  };

  return (
    <ModalFormulario
      title="Denunciar depoimento"
      onClose={onClose}
      onSubmit={enviar}
      ocupado={denunciar.isPending}
      rotuloEnviar="Enviar denúncia"
    >
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
                setErro(null);
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
      {erro && (
        <p className="erro-campo" role="alert">
          {erro}
        </p>
      )}
    </ModalFormulario>
  );
}
