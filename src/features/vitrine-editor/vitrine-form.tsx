import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITES_VITRINE } from '../../../server/schemas/vitrine.schema';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { falha } from '../../lib/erros';
import { type SessionData, useSession } from '../../lib/session';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { clienteDeEnvio } from '../../lib/upload';
import { CropModal } from './crop-modal';
import { comEnvio } from './envio';
import { RodapeEditor, SecaoConteudo, SecaoDados, SecaoFoto, SecaoResponsavel } from './partes';
import { BarraPublicacao, usePublicacao } from './publicacao';
import {
  type CampoVitrine,
  dadosCompletos,
  type FaqItem,
  formularioDe,
  limitarTexto,
  linksParaEnvio,
  MSG,
  mensagemErroSalvar,
  type TagInfo,
  TIMEOUT_SALVAR_MS,
  type ValoresVitrine,
  validarEnvio,
} from './regras';
import { type CategoriaLink, SecaoLinks } from './secao-links';
import { novaFaq, SecaoGaleria, SecaoTags, SecaoTipos } from './secoes';
import { UploadProgresso } from './upload-progresso';
import { useAutosave } from './use-autosave';
import { useLinks } from './use-links';
import { useUploads } from './use-uploads';

export type FornecedorEdicao = RouterOutputs['fornecedores']['editar'];
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
  const [enviando, setEnviando] = useState(false);

  const valoresRef = useRef(valores);
  valoresRef.current = valores;

  const chaveEdicao = id ? trpc.fornecedores.editar.queryKey({ id }) : null;
  const guardarNoCache = useCallback(
    (f: FornecedorEdicao) => {
      if (chaveEdicao) queryClient.setQueryData(chaveEdicao, f);
    },
    [chaveEdicao, queryClient],
  );

  const sessaoExpirada = useCallback(
    (mensagem: string) => {
      toast.error(mensagem);
      setTimeout(() => navigate(paths.login), 3000);
    },
    [navigate, toast],
  );

  // FAQs re-read after an autosave: the stored ones plus the blanks still being written here.
  const aoAutosalvar = useCallback(
    (fornecedor: FornecedorEdicao, semMudancas: boolean) => {
      if (semMudancas)
        setValores((v) => {
          const locais = v.faqs.filter((f) => !f.pergunta.trim() || !f.resposta.trim());
          const faqs = [...faqsDe(fornecedor.faqs).filter((f) => f.pergunta), ...locais];
          return { ...v, faqs: faqs.length ? faqs : [novaFaq()] };
        });
      guardarNoCache(fornecedor);
    },
    [guardarNoCache],
  );
  const autosave = useAutosave({ id, valoresRef, sessaoExpirada, aoSalvar: aoAutosalvar });

  /** No session on the client any more: say so and go to the login. */
  const semSessao = () => {
    if (sessao.status !== 'ready' || sessao.user) return false;
    toast.error(MSG.erroAutenticacao);
    navigate(paths.login);
    return true;
  };

  const publicacao = usePublicacao({
    id,
    inicial: inicial?.publicado ?? false,
    base,
    salvarPendentes: async () => {
      if (!autosave.pendentes()) return;
      autosave.parar();
      await autosave.autosalvar();
    },
  });
  const esquecerRecusa = publicacao.esquecerRecusa;

  const uploads = useUploads({
    id,
    inicial,
    valoresRef,
    guardarNoCache,
    semSessao,
    sessaoExpirada,
    marcarSujo: () => autosave.setDirty(true),
  });

  const links = useLinks({
    id,
    inicial: inicial?.links,
    categorias: catalogos.categoriasLink,
    aoAdicionar: () => esquecerRecusa('contato'),
  });

  const alterar = <K extends CampoVitrine>(campo: K, valor: ValoresVitrine[K]) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    esquecerRecusa(campo);
    autosave.marcar(campo);
  };

  // Enter does not submit, except in textareas, buttons and the rich text.
  const bloquearEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter') return;
    const alvo = e.target as HTMLElement;
    if (alvo.tagName === 'TEXTAREA' || alvo.tagName === 'BUTTON' || alvo.closest('[contenteditable="true"]'))
      return;
    e.preventDefault();
  };

  /** Create: every field, the links, the pending photo and gallery files, as one multipart call. */
  const cadastrar = () => {
    const form = formularioDe({ ...dadosCompletos(valores), links: linksParaEnvio(links.links) });
    if (uploads.foto.pendente) form.append('foto_perfil', uploads.foto.pendente);
    for (const m of uploads.galeria) if (m.arquivo) form.append('galeria', m.arquivo);
    return clienteDeEnvio.fornecedores.criarComArquivos.mutate(
      form,
      comEnvio({ timeoutMs: TIMEOUT_SALVAR_MS }),
    );
  };

  // Whole save: create or update, 120 s.
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
    autosave.parar();
    setEnviando(true);
    const v0 = autosave.versaoAtual();
    try {
      if (!id) {
        const res = await cadastrar();
        autosave.concluir(v0);
        autosave.setSalvamento({ estado: 'salvo', em: new Date() });
        toast.success(MSG.cadastrado);
        await queryClient.invalidateQueries({ queryKey: trpc.fornecedores.minhas.queryKey() });
        navigate(paths.editarVitrine(res.id));
        return;
      }
      const res = await clienteDeEnvio.fornecedores.atualizar.mutate(
        { id, dados: dadosCompletos(valores) },
        comEnvio({ timeoutMs: TIMEOUT_SALVAR_MS }),
      );
      autosave.concluir(v0);
      autosave.setSalvamento({ estado: 'salvo', em: new Date() });
      toast.success(MSG.atualizado);
      guardarNoCache(res.fornecedor);
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

  const responsavelAtual =
    catalogos.responsaveis.find((r) => r.id === valores.usuario_id)?.nome ??
    (inicial && inicial.usuario_id === valores.usuario_id ? inicial.usuario.nome : null) ??
    (valores.usuario_id === usuario.id ? usuario.nome : null);
  const opcoesDono = admin
    ? catalogos.responsaveis
    : [{ id: usuario.id, nome: usuario.nome, tipo: usuario.tipo }];
  const ocupado = enviando || uploads.ocupado;

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
          publicado={publicacao.publicado}
          desativada={inicial?.deleted_at ? { motivo: inicial.desativacao_motivo } : null}
          ocupado={ocupado || publicacao.pendente}
          recusada={
            publicacao.recusa && Object.keys(publicacao.recusa.campos).length
              ? publicacao.recusa.resumo
              : null
          }
          onMudar={(publicar) => void publicacao.mudar(publicar)}
        />
      )}
      <SecaoResponsavel
        id={`${base}-dono`}
        valor={valores.usuario_id}
        admin={admin}
        opcoes={opcoesDono}
        atual={id ? responsavelAtual : null}
        onChange={(dono) => alterar('usuario_id', dono)}
      />

      <SecaoFoto
        id={`${base}-foto`}
        url={uploads.foto.url}
        aguardaCadastro={!id && uploads.foto.pendente !== null}
        upload={uploads.uploadFoto}
        onEscolher={uploads.foto.escolher}
      />

      <SecaoDados
        id={base}
        valores={valores}
        onTexto={(campo, valor) => alterar(campo, limitarTexto(valor, LIMITES_VITRINE[campo]))}
        onDescricaoLonga={(html) => alterar('descricao_longa', html)}
        enviarImagem={uploads.enviarImagemConteudo}
        recusa={publicacao}
      />

      <SecaoConteudo
        id={base}
        conteudo={valores.conteudo}
        faqs={valores.faqs}
        onConteudo={(html) => alterar('conteudo', html)}
        onFaqs={(faqs) => alterar('faqs', faqs)}
        onFaqRemovida={(ultima) => toast.success(ultima ? MSG.faqRemovidaUltima : MSG.faqRemovida)}
        enviarImagem={uploads.enviarImagemConteudo}
      />

      <SecaoTipos
        tipos={catalogos.tipos}
        selecionados={valores.tipos}
        onChange={(ids) => alterar('tipos', ids)}
      />

      <SecaoLinks
        links={links.links}
        categorias={catalogos.categoriasLink}
        onAdicionar={links.adicionar}
        onEditar={links.editar}
        onMover={links.mover}
        onRemover={links.remover}
      />
      {publicacao.erroCampo('contato')}

      <SecaoGaleria
        itens={uploads.galeria}
        onEscolher={(a) => void uploads.escolherGaleria(a)}
        onRemover={uploads.removerDaGaleria}
        onMover={(i, destino) => void uploads.moverNaGaleria(i, destino)}
        ocupado={uploads.uploadGaleria.ocupado}
      >
        <UploadProgresso estado={uploads.uploadGaleria.estado} onCancelar={uploads.uploadGaleria.cancelar} />
      </SecaoGaleria>

      <SecaoTags tags={catalogos.tags} selecionadas={valores.tags} onChange={(ids) => alterar('tags', ids)} />

      <RodapeEditor
        salvamento={autosave.salvamento}
        dirty={autosave.dirty}
        existente={id !== null}
        enviando={enviando}
        ocupado={ocupado}
        onVisualizar={() => void salvar('visualizar')}
      />

      <CropModal
        imagem={uploads.foto.recortando}
        onCancelar={uploads.foto.fecharRecorte}
        onConfirmar={(f) => void uploads.foto.fotoRecortada(f)}
      />
    </form>
  );
}
