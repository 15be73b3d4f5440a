import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITES_VITRINE } from '../../../server/schemas/vitrine.schema';
import type { AppRouter } from '../../../server/trpc/root';
import { CampoArquivo } from '../../components/campo-arquivo';
import { Icone } from '../../components/icone';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { COMPRESSAO_EDITOR, COMPRESSAO_PADRAO, comprimirImagem, otimizavel } from '../../lib/image-compress';
import { type SessionData, useSession } from '../../lib/session';
import { trpcErrorData, useTRPC } from '../../lib/trpc';
import { ErroEnvio, enviarFormulario, mensagemDoServidor } from '../../lib/upload';
import { CropModal } from './crop-modal';
import { BarraPublicacao } from './publicacao';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_ESPERA_MS,
  type CampoVitrine,
  camposAutosave,
  camposCompletos,
  type FaqItem,
  type LinkItem,
  limitarTexto,
  linksParaEnvio,
  type MidiaItem,
  MSG,
  mensagemErroAutosave,
  mensagemErroSalvar,
  type TagInfo,
  TIMEOUT_AUTOSAVE_MS,
  TIMEOUT_FOTO_MS,
  TIMEOUT_GALERIA_MS,
  TIMEOUT_SALVAR_MS,
  tipoMidia,
  type ValoresVitrine,
  validarEnvio,
  validarRespostaMidia,
} from './regras';
import { RichText } from './rich-text';
import {
  type CategoriaLink,
  novaFaq,
  SecaoFaqs,
  SecaoGaleria,
  SecaoLinks,
  SecaoTags,
  SecaoTipos,
} from './secoes';
import { UploadProgresso, useUpload } from './upload-progresso';

export type FornecedorEdicao = inferRouterOutputs<AppRouter>['fornecedores']['editar'];
type SessionUser = SessionData['user'];

export interface Catalogos {
  tags: TagInfo[];
  tipos: { id: number; nome: string }[];
  categoriasLink: CategoriaLink[];
  responsaveis: { id: number; nome: string; tipo: string }[];
}

function faqsDe(lista: { pergunta: string; resposta: string }[] | undefined): FaqItem[] {
  const faqs = (lista ?? []).map((f) => novaFaq(f.pergunta, f.resposta));
  return faqs.length ? faqs : [novaFaq()];
}

function valoresIniciais(f: FornecedorEdicao | null, usuario: SessionUser): ValoresVitrine {
  return {
    usuario_id: f?.usuario_id ?? (usuario.tipo === 'admin' ? null : usuario.id),
    nome_empresa: f?.nome_empresa ?? '',
    frase_slogan: f?.frase_slogan ?? '',
    descricao_curta: f?.descricao_curta ?? '',
    descricao_longa: f?.descricao_longa ?? '',
    conteudo: f?.conteudo ?? '',
    tags: f?.tags ?? [],
    tipos: f?.tipos ?? [],
    faqs: faqsDe(f?.faqs),
  };
}

type Salvamento =
  | { estado: 'ocioso' }
  | { estado: 'salvando' }
  | { estado: 'salvo'; em: Date }
  | { estado: 'erro'; mensagem: string };

/** Status code and server message of a failed fetch/XHR. null status: no answer. */
function falha(err: unknown): { status: number | null; mensagem: string | null } {
  if (err instanceof ErroEnvio) {
    if (err.tipo === 'http') return { status: err.status, mensagem: mensagemDoServidor(err.corpo) };
    if (err.tipo === 'resposta') return { status: 0, mensagem: err.message };
    return { status: null, mensagem: err.message };
  }
  if (err && typeof err === 'object' && 'status' in err)
    return {
      status: (err as { status: number }).status,
      mensagem: (err as { mensagem?: string }).mensagem ?? null,
    };
  return { status: null, mensagem: null };
}

/** The whole showcase form. One instance per supplier (keyed by id by the page). */
export function VitrineForm({
  id,
  inicial,
  usuario,
  catalogos,
}: {
  id: number | null;
  inicial: FornecedorEdicao | null;
  usuario: SessionUser;
  catalogos: Catalogos;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const base = useId();
  const admin = usuario.tipo === 'admin';
  const sessao = useSession();

  const [valores, setValores] = useState<ValoresVitrine>(() => valoresIniciais(inicial, usuario));
  const [links, setLinks] = useState<LinkItem[]>(() => inicial?.links ?? []);
  const [galeria, setGaleria] = useState<MidiaItem[]>(() => inicial?.galeria ?? []);
  const [fotoUrl, setFotoUrl] = useState<string | null>(inicial?.foto_perfil ?? null);
  const [fotoPendente, setFotoPendente] = useState<File | null>(null);
  const [recortando, setRecortando] = useState<string | null>(null);
  const [aba, setAba] = useState<'conteudo' | 'faqs'>('conteudo');
  const [dirty, setDirty] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [salvamento, setSalvamento] = useState<Salvamento>({ estado: 'ocioso' });
  const [publicado, setPublicado] = useState(inicial?.publicado ?? false);
  /** Why the server refused to publish: a summary and one message per field (nome_empresa, descricao_curta, contato). */
  const [recusa, setRecusa] = useState<{ resumo: string; campos: Record<string, string> } | null>(null);

  const valoresRef = useRef(valores);
  valoresRef.current = valores;
  const modificados = useRef(new Set<CampoVitrine>());
  const versao = useRef(0);
  const timers = useRef<{ espera?: ReturnType<typeof setTimeout>; debounce?: ReturnType<typeof setTimeout> }>(
    {},
  );
  const autosalvando = useRef(false);
  const uploadFoto = useUpload();
  const uploadGaleria = useUpload();

  const adicionarLinkM = useMutation(trpc.fornecedores.adicionarLink.mutationOptions());
  const removerLinkM = useMutation(trpc.fornecedores.removerLink.mutationOptions());
  const removerMidiaM = useMutation(trpc.fornecedores.removerMidia.mutationOptions());
  const publicarM = useMutation(trpc.fornecedores.publicar.mutationOptions());
  const despublicarM = useMutation(trpc.fornecedores.despublicar.mutationOptions());

  const chaveEdicao = id ? trpc.fornecedores.editar.queryKey({ id }) : null;
  const guardarNoCache = useCallback(
    (f: FornecedorEdicao | undefined) => {
      if (chaveEdicao && f) queryClient.setQueryData(chaveEdicao, f);
    },
    [chaveEdicao, queryClient],
  );

  const pararAutosave = useCallback(() => {
    clearTimeout(timers.current.espera);
    clearTimeout(timers.current.debounce);
  }, []);
  useEffect(() => pararAutosave, [pararAutosave]);

  const sessaoExpirada = useCallback(
    (mensagem: string) => {
      toast.error(mensagem);
      setTimeout(() => navigate(paths.login), 3000);
    },
    [navigate, toast],
  );

  // Autosave (existing supplier): 5 s after the last change, then a 2 s debounce; only modified fields.
  const autosalvar = useCallback(async () => {
    if (!id) return;
    if (autosalvando.current) {
      timers.current.debounce = setTimeout(() => void autosalvar(), AUTOSAVE_DEBOUNCE_MS);
      return;
    }
    if (modificados.current.size === 0) return;
    autosalvando.current = true;
    const enviados = new Set(modificados.current);
    const v0 = versao.current;
    const form = new FormData();
    for (const [k, v] of Object.entries(camposAutosave(valoresRef.current, enviados))) form.append(k, v);
    setSalvamento({ estado: 'salvando' });
    try {
      let res: Response;
      try {
        res = await fetch(`/api/fornecedores/${id}/partial`, {
          method: 'PUT',
          body: form,
          credentials: 'include',
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_AUTOSAVE_MS),
        });
      } catch {
        throw { status: null };
      }
      const corpo: unknown = await res.json().catch(() => null);
      if (!res.ok) throw { status: res.status, mensagem: mensagemDoServidor(corpo) };
      const fornecedor = (corpo as { fornecedor?: FornecedorEdicao } | null)?.fornecedor;
      if (versao.current === v0) {
        modificados.current.clear();
        setDirty(false);
        // FAQs re-read after the save: the stored ones plus the blanks still being written here.
        if (fornecedor) {
          setValores((v) => {
            const locais = v.faqs.filter((f) => !f.pergunta.trim() || !f.resposta.trim());
            const faqs = [...faqsDe(fornecedor.faqs).filter((f) => f.pergunta), ...locais];
            return { ...v, faqs: faqs.length ? faqs : [novaFaq()] };
          });
        }
      }
      guardarNoCache(fornecedor);
      setSalvamento({ estado: 'salvo', em: new Date() });
    } catch (err) {
      const { status, mensagem } = falha(err);
      setSalvamento({ estado: 'erro', mensagem: mensagemErroAutosave(status, mensagem) });
      if (status === 401) sessaoExpirada(MSG.sessaoExpiradaCurta);
    } finally {
      autosalvando.current = false;
    }
  }, [id, guardarNoCache, sessaoExpirada]);

  const agendarAutosave = useCallback(() => {
    if (!id) return;
    pararAutosave();
    timers.current.espera = setTimeout(() => {
      timers.current.debounce = setTimeout(() => void autosalvar(), AUTOSAVE_DEBOUNCE_MS);
    }, AUTOSAVE_ESPERA_MS);
  }, [id, autosalvar, pararAutosave]);

  const alterar = <K extends CampoVitrine>(campo: K, valor: ValoresVitrine[K]) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    esquecerRecusa(campo);
    modificados.current.add(campo);
    versao.current++;
    setDirty(true);
    agendarAutosave();
  };

  /** A field the user changed no longer shows why publishing was refused. */
  function esquecerRecusa(campo: string) {
    setRecusa((r) => {
      if (!r?.campos[campo]) return r;
      const { [campo]: _, ...campos } = r.campos;
      return { ...r, campos };
    });
  }

  // Publish (pending edits saved first, so the server checks what the user sees) or unpublish.
  const mudarPublicacao = async (publicar: boolean) => {
    if (!id) return;
    if (publicar && modificados.current.size > 0) {
      pararAutosave();
      await autosalvar();
    }
    try {
      const r = publicar ? await publicarM.mutateAsync({ id }) : await despublicarM.mutateAsync({ id });
      setPublicado(r.publicado);
      setRecusa(null);
      if (chaveEdicao)
        queryClient.setQueryData(chaveEdicao, (f) => (f ? { ...f, publicado: r.publicado } : f));
      await queryClient.invalidateQueries({ queryKey: trpc.fornecedores.minhas.queryKey() });
      toast.success(r.message);
    } catch (err) {
      const campos: Record<string, string> = {};
      for (const e of trpcErrorData(err)?.errors ?? []) campos[e.campo] ??= e.mensagem;
      const resumo = err instanceof Error && err.message ? err.message : MSG.erroDesconhecido;
      setRecusa(Object.keys(campos).length ? { resumo, campos } : null);
      toast.error(resumo);
    }
  };
  const erroPublicar = (campo: string) =>
    recusa?.campos[campo] ? (
      <span className="erro-campo" id={`${base}-publicar-${campo}`} role="alert">
        {recusa.campos[campo]}
      </span>
    ) : null;
  const descritoPor = (campo: string) => (recusa?.campos[campo] ? `${base}-publicar-${campo}` : undefined);

  // Leaving the editor inside the app (a menu link) still sends the pending changes.
  useEffect(
    () => () => {
      if (!id || modificados.current.size === 0) return;
      const form = new FormData();
      for (const [k, v] of Object.entries(camposAutosave(valoresRef.current, modificados.current)))
        form.append(k, v);
      void fetch(`/api/fornecedores/${id}/partial`, {
        method: 'PUT',
        body: form,
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined);
    },
    [id],
  );

  // The browser warns before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const aviso = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', aviso);
    return () => window.removeEventListener('beforeunload', aviso);
  }, [dirty]);

  // Enter does not submit, except in textareas, buttons and the rich text.
  const bloquearEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter') return;
    const alvo = e.target as HTMLElement;
    if (alvo.tagName === 'TEXTAREA' || alvo.tagName === 'BUTTON' || alvo.closest('[contenteditable="true"]'))
      return;
    e.preventDefault();
  };

  // Whole save: create (POST) or update (PUT), multipart, 120 s.
  const salvar = async (depois?: 'visualizar') => {
    if (sessao.status === 'ready' && !sessao.user) {
      toast.error(MSG.precisaLogin);
      navigate(paths.login);
      return;
    }
    const erro = validarEnvio(valores, admin);
    if (erro) {
      toast.error(erro);
      return;
    }
    pararAutosave();
    setEnviando(true);
    const form = new FormData();
    for (const [k, v] of Object.entries(camposCompletos(valores))) form.append(k, v);
    if (!id) {
      form.append('links', JSON.stringify(linksParaEnvio(links)));
      if (fotoPendente) form.append('foto_perfil', fotoPendente);
      for (const m of galeria) if (m.arquivo) form.append('galeria', m.arquivo);
    }
    const v0 = versao.current;
    try {
      const res = await enviarFormulario<{ id?: number; fornecedor?: FornecedorEdicao & { id: number } }>({
        url: id ? `/api/fornecedores/${id}` : '/api/fornecedores',
        method: id ? 'PUT' : 'POST',
        form,
        timeoutMs: TIMEOUT_SALVAR_MS,
      });
      const novoId = res?.id ?? res?.fornecedor?.id;
      if (!novoId) {
        toast.error(MSG.erroResposta);
        return;
      }
      if (versao.current === v0) {
        modificados.current.clear();
        setDirty(false);
      }
      setSalvamento({ estado: 'salvo', em: new Date() });
      if (!id) {
        toast.success(MSG.cadastrado);
        await queryClient.invalidateQueries({ queryKey: trpc.fornecedores.minhas.queryKey() });
        navigate(paths.editarVitrine(novoId));
        return;
      }
      toast.success(MSG.atualizado);
      if (res.fornecedor && 'nome_empresa' in res.fornecedor) guardarNoCache(res.fornecedor);
      if (depois === 'visualizar') navigate(paths.fornecedorPorId(id));
    } catch (err) {
      const { status, mensagem } = falha(err);
      const texto = mensagemErroSalvar(status, mensagem);
      if (status === 401) sessaoExpirada(texto);
      else toast.error(texto);
    } finally {
      setEnviando(false);
    }
  };

  // Profile photo: crop, then (existing supplier) optimise and send at once; (new) keep for the first save.
  /** No session on the client any more: say so and go to the login. */
  const semSessao = () => {
    if (sessao.status !== 'ready' || sessao.user) return false;
    toast.error(MSG.erroAutenticacao);
    navigate(paths.login);
    return true;
  };

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
        setDirty(true);
      } catch {
        toast.error(MSG.erroImagem);
      }
      return;
    }
    try {
      const res = await uploadFoto.executar(
        foto,
        (arquivo, onProgress, signal) => {
          const form = new FormData();
          form.append('foto_perfil', arquivo);
          if (valoresRef.current.usuario_id) form.append('usuario_id', String(valoresRef.current.usuario_id));
          return enviarFormulario<{ fornecedor?: FornecedorEdicao }>({
            url: `/api/fornecedores/${id}/partial`,
            method: 'PUT',
            form,
            timeoutMs: TIMEOUT_FOTO_MS,
            onProgress,
            signal,
          });
        },
        COMPRESSAO_PADRAO,
      );
      if (!res) return;
      if (!res.fornecedor?.foto_perfil) throw new Error(MSG.erroResposta);
      setFotoUrl(res.fornecedor.foto_perfil);
      guardarNoCache(res.fornecedor);
      toast.success(MSG.fotoAtualizada);
    } catch (err) {
      const { status, mensagem } = falha(err);
      if (status === 401) sessaoExpirada(MSG.sessaoExpirada);
      else
        toast.error(
          err instanceof ErroEnvio && err.tipo === 'timeout'
            ? MSG.timeout
            : MSG.erroEnviarArquivo + (mensagem ?? (err as Error).message),
        );
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
        setDirty(true);
        continue;
      }
      try {
        const res = await uploadGaleria.executar(
          arquivo,
          (final, onProgress, signal) => {
            const form = new FormData();
            form.append('midia', final);
            return enviarFormulario<unknown>({
              url: `/api/galerias/${id}`,
              method: 'PUT',
              form,
              timeoutMs: TIMEOUT_GALERIA_MS,
              onProgress,
              signal,
            });
          },
          video ? false : COMPRESSAO_PADRAO,
        );
        if (res === null) continue;
        const midia = validarRespostaMidia(res);
        setGaleria((g) => [...g, midia]);
        toast.success(MSG.imagemAdicionada);
      } catch (err) {
        const { status, mensagem } = falha(err);
        if (status === 401) sessaoExpirada(MSG.sessaoExpirada);
        else if (err instanceof ErroEnvio)
          toast.error(
            err.tipo === 'timeout' ? MSG.timeout : MSG.erroEnviarArquivo + (mensagem ?? err.message),
          );
        else toast.error((err as Error).message || MSG.erroResposta);
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
      toast.success(MSG.imagemRemovida);
    } catch (err) {
      setGaleria(antes);
      toast.error(MSG.erroRemoverImagem + (err instanceof Error ? err.message : MSG.erroDesconhecido));
    }
  };

  // Links: held locally (temp- ids) on a new supplier; immediate calls with rollback on an existing one.
  const adicionarLink = async (novo: { url: string; texto_tela: string | null; categoria_id: number }) => {
    const categoria = catalogos.categoriasLink.find((c) => c.id === novo.categoria_id) ?? null;
    const temp: LinkItem = { id: `temp-${Date.now()}`, ...novo, categoria };
    esquecerRecusa('contato');
    setLinks((l) => [...l, temp]);
    if (!id) {
      toast.success(MSG.linkLocal);
      return true;
    }
    try {
      const salvo = await adicionarLinkM.mutateAsync({ ...novo, fornecedor_id: id });
      setLinks((l) => l.map((x) => (x.id === temp.id ? salvo : x)));
      toast.success(MSG.linkAdicionado);
      return true;
    } catch (err) {
      setLinks((l) => l.filter((x) => x.id !== temp.id));
      toast.error(MSG.erroAdicionarLink + (err instanceof Error ? err.message : MSG.erroDesconhecido));
      return false;
    }
  };

  const removerLink = async (link: LinkItem) => {
    const indice = links.findIndex((l) => l.id === link.id);
    setLinks((l) => l.filter((x) => x.id !== link.id));
    if (typeof link.id !== 'number') return;
    try {
      await removerLinkM.mutateAsync({ id: link.id });
      toast.success(MSG.linkRemovido);
    } catch (err) {
      setLinks((l) => {
        const copia = [...l];
        copia.splice(Math.min(indice, copia.length), 0, link);
        return copia;
      });
      toast.error(MSG.erroRemoverLink + (err instanceof Error ? err.message : MSG.erroDesconhecido));
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
          const form = new FormData();
          form.append('imagem', final);
          const res = await enviarFormulario<{ url?: string }>({
            url: `/api/fornecedores/${id}/imagens`,
            method: 'POST',
            form,
            timeoutMs: TIMEOUT_GALERIA_MS,
          });
          if (!res?.url) throw new Error(MSG.erroResposta);
          return res.url;
        } catch (err) {
          const { mensagem } = falha(err);
          toast.error(MSG.erroEnviarArquivo + (mensagem ?? (err as Error).message));
          return null;
        }
      }
    : undefined;

  const textoPlano = (campo: 'nome_empresa' | 'frase_slogan' | 'descricao_curta', valor: string) =>
    alterar(campo, limitarTexto(valor, LIMITES_VITRINE[campo]));

  const contador = (campo: 'nome_empresa' | 'frase_slogan' | 'descricao_curta') => (
    <span className="contador" aria-live="polite">
      {[...valores[campo]].length}/{LIMITES_VITRINE[campo]} caracteres
    </span>
  );

  const responsavelAtual =
    catalogos.responsaveis.find((r) => r.id === valores.usuario_id)?.nome ??
    (inicial && inicial.usuario_id === valores.usuario_id ? inicial.usuario.nome : null) ??
    (valores.usuario_id === usuario.id ? usuario.nome : null);
  const opcoesDono = admin
    ? catalogos.responsaveis
    : [{ id: usuario.id, nome: usuario.nome, tipo: usuario.tipo }];
  const ocupado = enviando || uploadFoto.ocupado || uploadGaleria.ocupado;

  return (
    <form
      className="editor-form"
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
      onKeyDown={bloquearEnter}
      noValidate
    >
      {id && (
        <BarraPublicacao
          id={id}
          publicado={publicado}
          ocupado={ocupado || publicarM.isPending || despublicarM.isPending}
          recusada={recusa && Object.keys(recusa.campos).length ? recusa.resumo : null}
          onMudar={(publicar) => void mudarPublicacao(publicar)}
        />
      )}
      <section className="cartao editor-secao">
        <div className="campo">
          <label htmlFor={`${base}-dono`}>Responsável pela vitrine</label>
          <select
            id={`${base}-dono`}
            value={valores.usuario_id ?? ''}
            disabled={!admin}
            onChange={(e) => alterar('usuario_id', e.target.value ? Number(e.target.value) : null)}
          >
            {admin && <option value="">Selecione um usuário responsável</option>}
            {opcoesDono.map((r) => (
              <option key={r.id} value={r.id}>
                {r.nome} ({r.tipo === 'admin' ? 'Administrador' : 'Anunciante'})
              </option>
            ))}
          </select>
          {id && responsavelAtual && (
            <span className="dica-campo">
              Responsável atual: <strong>{responsavelAtual}</strong>
            </span>
          )}
        </div>
      </section>

      <section className="cartao editor-secao foto-secao" aria-labelledby={`${base}-foto`}>
        <h2 id={`${base}-foto`} className="editor-secao-titulo">
          Foto de perfil
        </h2>
        <div className="foto-linha">
          <div className="foto-previa">
            {fotoUrl ? (
              <img src={fotoUrl} alt="Foto de perfil da vitrine" width={120} height={120} />
            ) : (
              <Icone nome="fas-camera" />
            )}
          </div>
          <div className="campo">
            <CampoArquivo
              id={`${base}-foto-arq`}
              textoBotao={fotoUrl ? 'Trocar foto' : 'Escolher foto'}
              icone="fas-camera"
              accept="image/*"
              disabled={uploadFoto.ocupado}
              onArquivos={(a) => escolherFoto(a[0])}
            />
            {!id && fotoPendente && (
              <span className="dica-campo">A foto será enviada quando você salvar o fornecedor.</span>
            )}
          </div>
        </div>
        <UploadProgresso estado={uploadFoto.estado} onCancelar={uploadFoto.cancelar} />
      </section>

      <section className="cartao editor-secao" aria-labelledby={`${base}-dados`}>
        <h2 id={`${base}-dados`} className="editor-secao-titulo">
          Dados da empresa
        </h2>
        <div className="campo">
          <label htmlFor={`${base}-nome`}>
            Nome da Empresa <span className="obrigatorio">*</span>
          </label>
          <input
            id={`${base}-nome`}
            value={valores.nome_empresa}
            required
            aria-invalid={!!recusa?.campos.nome_empresa || undefined}
            aria-describedby={descritoPor('nome_empresa')}
            onChange={(e) => textoPlano('nome_empresa', e.target.value)}
          />
          {contador('nome_empresa')}
          {erroPublicar('nome_empresa')}
        </div>
        <div className="campo">
          <label htmlFor={`${base}-slogan`}>Slogan</label>
          <input
            id={`${base}-slogan`}
            value={valores.frase_slogan}
            onChange={(e) => textoPlano('frase_slogan', e.target.value)}
          />
          {contador('frase_slogan')}
        </div>
        <div className="campo">
          <label htmlFor={`${base}-curta`}>
            Descrição Curta <span className="obrigatorio">*</span>
          </label>
          <textarea
            id={`${base}-curta`}
            value={valores.descricao_curta}
            rows={3}
            required
            aria-invalid={!!recusa?.campos.descricao_curta || undefined}
            aria-describedby={descritoPor('descricao_curta')}
            onChange={(e) => textoPlano('descricao_curta', e.target.value)}
          />
          {contador('descricao_curta')}
          {erroPublicar('descricao_curta')}
        </div>
        <RichText
          rotulo="Descrição Longa"
          valor={valores.descricao_longa}
          onChange={(html) => alterar('descricao_longa', html)}
          limite={LIMITES_VITRINE.descricao_longa}
          placeholder="Conte a história da sua empresa e o que a torna especial."
          enviarImagem={enviarImagemConteudo}
          dicaImagem="Salve a vitrine para inserir imagens"
        />
      </section>

      <section className="cartao editor-secao">
        <div className="abas" role="tablist" aria-label="Conteúdo da vitrine">
          <button
            type="button"
            role="tab"
            id={`${base}-aba-c`}
            aria-controls={`${base}-painel-c`}
            aria-selected={aba === 'conteudo'}
            className="aba"
            onClick={() => setAba('conteudo')}
          >
            Conteúdo
          </button>
          <button
            type="button"
            role="tab"
            id={`${base}-aba-f`}
            aria-controls={`${base}-painel-f`}
            aria-selected={aba === 'faqs'}
            className="aba"
            onClick={() => setAba('faqs')}
          >
            Perguntas Frequentes
          </button>
        </div>
        <div
          role="tabpanel"
          id={`${base}-painel-c`}
          aria-labelledby={`${base}-aba-c`}
          hidden={aba !== 'conteudo'}
        >
          <RichText
            rotulo="Conteúdo"
            valor={valores.conteudo}
            onChange={(html) => alterar('conteudo', html)}
            limite={LIMITES_VITRINE.conteudo}
            placeholder="Detalhe seus serviços, diferenciais e como você atende."
            enviarImagem={enviarImagemConteudo}
            dicaImagem="Salve a vitrine para inserir imagens"
          />
        </div>
        <div
          role="tabpanel"
          id={`${base}-painel-f`}
          aria-labelledby={`${base}-aba-f`}
          hidden={aba !== 'faqs'}
        >
          <SecaoFaqs
            faqs={valores.faqs}
            onChange={(faqs) => alterar('faqs', faqs)}
            onRemovida={(ultima) => toast.success(ultima ? MSG.faqRemovidaUltima : MSG.faqRemovida)}
          />
        </div>
      </section>

      <SecaoTipos
        tipos={catalogos.tipos}
        selecionados={valores.tipos}
        onChange={(ids) => alterar('tipos', ids)}
      />

      <SecaoLinks
        links={links}
        categorias={catalogos.categoriasLink}
        onAdicionar={adicionarLink}
        onRemover={removerLink}
      />
      {erroPublicar('contato')}

      <SecaoGaleria
        itens={galeria}
        onEscolher={(a) => void escolherGaleria(a)}
        onRemover={removerDaGaleria}
        ocupado={uploadGaleria.ocupado}
      >
        <UploadProgresso estado={uploadGaleria.estado} onCancelar={uploadGaleria.cancelar} />
      </SecaoGaleria>

      <SecaoTags tags={catalogos.tags} selecionadas={valores.tags} onChange={(ids) => alterar('tags', ids)} />

      {/* data-toast-evitar: toasts are placed where they do not cover this bar. */}
      <div className="editor-rodape" data-toast-evitar="">
        <div className="estado-salvamento" role="status" aria-live="polite">
          {salvamento.estado === 'salvando' && (
            <>
              <span className="spinner" aria-hidden="true" /> Salvando alterações...
            </>
          )}
          {salvamento.estado === 'salvo' && !dirty && (
            <>
              <Icone nome="fas-check" /> Salvo às{' '}
              {salvamento.em.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}
            </>
          )}
          {salvamento.estado === 'erro' && <span className="erro-campo">{salvamento.mensagem}</span>}
          {salvamento.estado !== 'salvando' && salvamento.estado !== 'erro' && dirty && (
            <span className="texto-suave">Alterações não salvas</span>
          )}
        </div>
        <div className="editor-acoes">
          {id && (
            <button
              type="button"
              className="btn btn-secundario"
              disabled={ocupado}
              onClick={() => void salvar('visualizar')}
            >
              <Icone nome="fas-eye" /> <span className="editor-acao-rotulo">Visualizar Vitrine</span>
            </button>
          )}
          <button type="submit" className="btn btn-primario" disabled={ocupado}>
            {enviando ? 'Processando...' : id ? 'Atualizar' : 'Cadastrar'}
          </button>
        </div>
      </div>

      <CropModal imagem={recortando} onCancelar={fecharRecorte} onConfirmar={(f) => void fotoRecortada(f)} />
    </form>
  );
}
