import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type RefObject, useState } from 'react';
import { useToast } from '../../components/toast';
import { descreverFalha, erroEnvioDe, falha } from '../../lib/erros';
import { COMPRESSAO_EDITOR, COMPRESSAO_PADRAO, comprimirImagem, otimizavel } from '../../lib/image-compress';
import { useTRPC } from '../../lib/trpc';
import { clienteDeEnvio } from '../../lib/upload';
import { comEnvio } from './envio';
import {
  type MidiaItem,
  MSG,
  TIMEOUT_FOTO_MS,
  TIMEOUT_GALERIA_MS,
  tipoMidia,
  type ValoresVitrine,
  validarRespostaMidia,
} from './regras';
import { useUpload } from './upload-progresso';
import type { FornecedorEdicao } from './vitrine-form';

/** A form with the supplier's id and one file, as the upload procedures read it. */
function formularioComArquivo(id: number, campo: string, arquivo: File) {
  const form = new FormData();
  form.append('id', String(id));
  form.append(campo, arquivo);
  return form;
}

/**
 * The editor's files: profile photo (cropped), gallery (images optimised, mp4 as is) and images
 * inside the rich text. An existing supplier sends each one at once through tRPC, with progress;
 * a new one keeps them until the first save (`fotoPendente`, gallery items with `arquivo`).
 */
export function useUploads({
  id,
  inicial,
  valoresRef,
  guardarNoCache,
  semSessao,
  sessaoExpirada,
  marcarSujo,
}: {
  id: number | null;
  inicial: FornecedorEdicao | null;
  valoresRef: RefObject<ValoresVitrine>;
  guardarNoCache: (f: FornecedorEdicao) => void;
  semSessao: () => boolean;
  sessaoExpirada: (mensagem: string) => void;
  marcarSujo: () => void;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [galeria, setGaleria] = useState<MidiaItem[]>(() => inicial?.galeria ?? []);
  const [fotoUrl, setFotoUrl] = useState<string | null>(inicial?.foto_perfil ?? null);
  const [fotoPendente, setFotoPendente] = useState<File | null>(null);
  const [recortando, setRecortando] = useState<string | null>(null);
  const uploadFoto = useUpload();
  const uploadGaleria = useUpload();
  const removerMidiaM = useMutation(trpc.fornecedores.removerMidia.mutationOptions());
  const reordenarGaleriaM = useMutation(trpc.fornecedores.reordenarGaleria.mutationOptions());

  const erroDeEnvio = (err: unknown) => {
    if (falha(err).status === 401) sessaoExpirada(MSG.sessaoExpirada);
    else
      toast.error(
        erroEnvioDe(err)?.tipo === 'timeout'
          ? MSG.timeout
          : MSG.erroEnviarArquivo + descreverFalha(err, MSG.erroDesconhecido),
      );
  };

  // Profile photo: crop, then (existing supplier) optimise and send at once; (new) keep for the first save.
  const escolherFoto = (arquivo: File | undefined) => {
    if (!arquivo || semSessao()) return;
    if (!arquivo.type.startsWith('image/')) {
      toast.error(MSG.naoSuportado);
      return;
    }
    setRecortando(URL.createObjectURL(arquivo));
  };
  const fecharRecorte = () => {
    if (recortando) URL.revokeObjectURL(recortando);
    setRecortando(null);
  };
  const fotoRecortada = async (foto: File) => {
    fecharRecorte();
    if (!id) {
      try {
        const otimizada = await comprimirImagem(foto, COMPRESSAO_PADRAO);
        setFotoPendente(otimizada);
        setFotoUrl(URL.createObjectURL(otimizada));
        marcarSujo();
      } catch {
        toast.error(MSG.erroImagem);
      }
      return;
    }
    try {
      const res = await uploadFoto.executar(
        foto,
        (arquivo, onProgress, signal) => {
          const form = formularioComArquivo(id, 'foto_perfil', arquivo);
          if (valoresRef.current.usuario_id) form.append('usuario_id', String(valoresRef.current.usuario_id));
          return clienteDeEnvio.fornecedores.atualizarParcialComArquivos.mutate(
            form,
            comEnvio({ onProgress, timeoutMs: TIMEOUT_FOTO_MS }, signal),
          );
        },
        COMPRESSAO_PADRAO,
      );
      if (!res) return;
      if (!res.fornecedor.foto_perfil) throw new Error(MSG.erroResposta);
      setFotoUrl(res.fornecedor.foto_perfil);
      guardarNoCache(res.fornecedor);
      toast.success(MSG.fotoAtualizada);
    } catch (err) {
      erroDeEnvio(err);
    }
  };

  // Gallery: images optimised, videos (mp4) sent as they are; immediate on an existing supplier.
  const escolherGaleria = async (arquivos: File[]) => {
    if (arquivos.length && semSessao()) return;
    for (const arquivo of arquivos) {
      const video = arquivo.type === 'video/mp4' || tipoMidia(arquivo.name) === 'video';
      if (!video && !otimizavel(arquivo)) {
        toast.error(MSG.naoSuportado);
        continue;
      }
      if (!id) {
        const final = video ? arquivo : await comprimirImagem(arquivo, COMPRESSAO_PADRAO);
        setGaleria((g) => [
          ...g,
          {
            id: `temp-${Date.now()}-${g.length}`,
            midia_url: URL.createObjectURL(final),
            tipo: video ? 'video' : 'imagem',
            arquivo: final,
          },
        ]);
        marcarSujo();
        continue;
      }
      try {
        const res = await uploadGaleria.executar(
          arquivo,
          (final, onProgress, signal) =>
            clienteDeEnvio.fornecedores.adicionarMidia.mutate(
              formularioComArquivo(id, 'midia', final),
              comEnvio({ onProgress, timeoutMs: TIMEOUT_GALERIA_MS }, signal),
            ),
          video ? false : COMPRESSAO_PADRAO,
        );
        if (res === null) continue;
        const midia = validarRespostaMidia(res);
        setGaleria((g) => [...g, midia]);
        toast.success(midia.tipo === 'video' ? MSG.videoAdicionado : MSG.imagemAdicionada);
      } catch (err) {
        // Anything else is an answer without a valid medium (validarRespostaMidia).
        if (err instanceof TRPCClientError || erroEnvioDe(err)) erroDeEnvio(err);
        else toast.error(descreverFalha(err, MSG.erroResposta));
      }
    }
  };

  const removerDaGaleria = async (item: MidiaItem) => {
    const antes = galeria;
    setGaleria((g) => g.filter((m) => m.id !== item.id));
    if (typeof item.id !== 'number') {
      URL.revokeObjectURL(item.midia_url);
      return;
    }
    try {
      await removerMidiaM.mutateAsync({ id: item.id });
      toast.success(item.tipo === 'video' ? MSG.videoRemovido : MSG.imagemRemovida);
    } catch (err) {
      setGaleria(antes);
      toast.error(MSG.erroRemoverImagem + descreverFalha(err, MSG.erroDesconhecido));
    }
  };

  /**
   * Moves a gallery item to `destino` (0: the cover, the image the showcase page opens with);
   * saved at once on an existing supplier (undone on failure), sent in this order with a new one.
   */
  const moverNaGaleria = async (indice: number, destino: number) => {
    if (destino < 0 || destino >= galeria.length || destino === indice) return;
    const antes = galeria;
    const depois = [...galeria];
    const [item] = depois.splice(indice, 1);
    depois.splice(destino, 0, item);
    setGaleria(depois);
    const ids = depois.map((m) => m.id);
    if (!id || ids.some((i) => typeof i !== 'number')) {
      if (!id) marcarSujo();
      return;
    }
    try {
      await reordenarGaleriaM.mutateAsync({ fornecedor_id: id, ids: ids as number[] });
      if (destino === 0) toast.success(MSG.capaDefinida);
    } catch (err) {
      setGaleria(antes);
      toast.error(MSG.erroOrdemGaleria + descreverFalha(err, MSG.erroDesconhecido));
    }
  };

  // Images inside the rich text: optimised (2 MB, 1920 px), uploaded, then inserted.
  const enviarImagemConteudo = id
    ? async (arquivo: File) => {
        if (!otimizavel(arquivo)) {
          toast.error(MSG.naoSuportado);
          return null;
        }
        try {
          const final = await comprimirImagem(arquivo, COMPRESSAO_EDITOR);
          const res = await clienteDeEnvio.fornecedores.enviarImagem.mutate(
            formularioComArquivo(id, 'imagem', final),
            comEnvio({ timeoutMs: TIMEOUT_GALERIA_MS }),
          );
          return res.url;
        } catch (err) {
          toast.error(MSG.erroEnviarArquivo + descreverFalha(err, MSG.erroDesconhecido));
          return null;
        }
      }
    : undefined;

  return {
    foto: {
      url: fotoUrl,
      pendente: fotoPendente,
      recortando,
      escolher: escolherFoto,
      fecharRecorte,
      fotoRecortada,
    },
    galeria,
    escolherGaleria,
    removerDaGaleria,
    moverNaGaleria,
    enviarImagemConteudo,
    uploadFoto,
    uploadGaleria,
    ocupado: uploadFoto.ocupado || uploadGaleria.ocupado,
  };
}
