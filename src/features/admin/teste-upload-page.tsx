import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MSG } from '../../../server/schemas/admin.schema';
import { CampoArquivo } from '../../components/campo-arquivo';
import { useToast } from '../../components/toast';
import { descreverFalha } from '../../lib/erros';
import { usePageTitle } from '../../lib/page-title';
import { plural } from '../../lib/plural';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { enviarFormulario } from '../../lib/upload';
import { formatarDataHora } from './admin-util';
import './admin.css';

function formatarBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${(n / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** The storage is an S3 bucket (server/uploads/s3.ts names it s3://bucket) rather than a folder. */
const ehBucket = (saude: { directories: { path: string }[] }) =>
  saude.directories[0]?.path.startsWith('s3://') ?? false;

/** Picks the supplier: all of them for an admin (searched on the server), own ones otherwise. */
function useFornecedoresDisponiveis(ehAdmin: boolean, busca: string) {
  const trpc = useTRPC();
  const todos = useQuery({
    ...trpc.admin.fornecedores.queryOptions({ q: busca || undefined, per_page: 100 }),
    enabled: ehAdmin,
  });
  const minhas = useQuery({ ...trpc.fornecedores.minhas.queryOptions(), enabled: !ehAdmin });
  const lista = ehAdmin
    ? (todos.data?.rows ?? []).map((f) => ({
        id: f.id,
        nome: f.nome_empresa,
        inativo: f.deleted_at !== null,
      }))
    : (minhas.data ?? []).map((f) => ({ id: f.id, nome: f.nome_empresa, inativo: f.deleted_at !== null }));
  return { lista, carregando: ehAdmin ? todos.isPending : minhas.isPending };
}

/**
 * /teste-upload: a temporary diagnostic for uploads (admin and anunciante). Sends a file as the
 * editor does (PUT /api/galerias/{id}, field foto_perfil), then shows what the server stored; the
 * upload folders' health only to admins.
 */
export default function Page() {
  usePageTitle('Teste de Upload');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const ehAdmin = user?.tipo === 'admin';
  const [busca, setBusca] = useState('');
  const { lista, carregando } = useFornecedoresDisponiveis(ehAdmin, busca.trim());
  const [fornecedorId, setFornecedorId] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [progresso, setProgresso] = useState(0);
  const [enviado, setEnviado] = useState<{ url: string; nome: string } | null>(null);
  const [nomeConsulta, setNomeConsulta] = useState('');

  const id = Number(fornecedorId) || 0;
  const nomeArquivo = enviado?.nome ?? nomeConsulta.trim();
  const info = useQuery({
    ...trpc.admin.diagnostico.fileInfo.queryOptions({ id: id || 1, filename: nomeArquivo || 'x' }),
    enabled: id > 0 && nomeArquivo !== '',
    staleTime: 0,
  });
  const arquivos = useQuery({
    ...trpc.admin.diagnostico.listFiles.queryOptions({ id: id || 1 }),
    enabled: id > 0,
    staleTime: 0,
  });
  // The folders' health is for admins only (the server refuses it to advertisers).
  const saude = useQuery({
    ...trpc.admin.diagnostico.checkUploads.queryOptions(),
    staleTime: 0,
    enabled: ehAdmin,
  });

  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (!fornecedorId) {
      setErro(ADMIN_MSG.fornecedorObrigatorio);
      return;
    }
    if (!arquivo) {
      setErro(ADMIN_MSG.arquivoObrigatorio);
      return;
    }
    setErro('');
    setEnviando(true);
    setProgresso(0);
    try {
      const form = new FormData();
      form.append('foto_perfil', arquivo);
      const r = await enviarFormulario<{ midia?: { id: number; midia_url: string } }>({
        url: `/api/galerias/${fornecedorId}`,
        method: 'PUT',
        form,
        onProgress: setProgresso,
      });
      const url = r.midia?.midia_url;
      if (!url) throw new Error('Erro ao processar a resposta do servidor');
      const nome = url.split('/').pop() ?? '';
      setEnviado({ url, nome });
      setNomeConsulta(nome);
      toast.success('Arquivo enviado. Veja abaixo como o servidor o guardou.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.diagnostico.listFiles.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.diagnostico.checkUploads.queryKey() }),
      ]);
    } catch (err) {
      setErro(`Erro ao enviar arquivo: ${descreverFalha(err, 'o servidor não respondeu.')}`);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <main className="container pagina admin-pagina">
      <h1>Teste de Upload</h1>
      <p className="alerta alerta-info">
        Página temporária de diagnóstico. O arquivo enviado entra na galeria do fornecedor escolhido, como
        pelo editor de vitrine; remova-o pelo editor se não quiser mantê-lo.
      </p>
      <form className="teste-upload-form cartao" onSubmit={enviar} noValidate>
        {ehAdmin && (
          <div className="campo">
            <label htmlFor="teste-busca">Buscar fornecedor</label>
            <input
              id="teste-busca"
              type="search"
              value={busca}
              maxLength={100}
              placeholder="Nome da empresa ou responsável"
              onChange={(e) => setBusca(e.target.value)}
            />
          </div>
        )}
        <div className={`campo ${erro === ADMIN_MSG.fornecedorObrigatorio ? 'campo-invalido' : ''}`}>
          <label htmlFor="teste-fornecedor">Fornecedor</label>
          <select
            id="teste-fornecedor"
            value={fornecedorId}
            disabled={enviando}
            onChange={(e) => {
              setFornecedorId(e.target.value);
              setEnviado(null);
              setNomeConsulta('');
              setErro('');
            }}
          >
            <option value="">{carregando ? 'Carregando...' : 'Selecione um fornecedor'}</option>
            {lista.map((f) => (
              <option key={f.id} value={f.id}>
                {f.nome} (ID {f.id}){f.inativo ? ' — inativo' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className={`campo ${erro === ADMIN_MSG.arquivoObrigatorio ? 'campo-invalido' : ''}`}>
          <label htmlFor="teste-arquivo">Arquivo</label>
          <CampoArquivo
            id="teste-arquivo"
            accept="image/*"
            disabled={enviando}
            onArquivos={(a) => {
              setArquivo(a[0] ?? null);
              setErro('');
            }}
          />
          {arquivo && (
            <span className="dica-campo">
              {arquivo.name} · {formatarBytes(arquivo.size)} · {arquivo.type || 'tipo desconhecido'}
            </span>
          )}
        </div>
        {erro && (
          <p className="alerta alerta-erro" role="alert">
            {erro}
          </p>
        )}
        {enviando && (
          <progress max={100} value={Math.round(progresso * 100)} aria-label="Progresso do envio">
            {Math.round(progresso * 100)}%
          </progress>
        )}
        <button type="submit" className="btn btn-primario" disabled={enviando}>
          {enviando ? 'Enviando...' : 'Enviar arquivo de teste'}
        </button>
      </form>

      <div className="teste-upload-resultados">
        <section className="cartao" aria-labelledby="titulo-info">
          <h2 id="titulo-info">Informações do arquivo</h2>
          <div className="campo">
            <label htmlFor="teste-nome">Nome do arquivo no servidor</label>
            <input
              id="teste-nome"
              value={nomeConsulta}
              maxLength={255}
              placeholder="ex.: 3f2a...c9.webp"
              onChange={(e) => {
                setNomeConsulta(e.target.value);
                setEnviado(null);
              }}
            />
          </div>
          {!id && <p className="vazio">Escolha um fornecedor para consultar um arquivo.</p>}
          {info.isError && <p className="alerta alerta-erro">{info.error.message}</p>}
          {info.data && (
            <dl className="teste-upload-dados">
              <dt>Existe</dt>
              <dd>{info.data.exists ? 'Sim' : 'Não'}</dd>
              <dt>Caminho</dt>
              <dd>uploads/{info.data.filePath}</dd>
              <dt>Tamanho</dt>
              <dd>{formatarBytes(info.data.size)}</dd>
              <dt>Permissões</dt>
              <dd>{info.data.permissions ?? '—'}</dd>
              <dt>Criado em</dt>
              <dd>{formatarDataHora(info.data.created)}</dd>
              {info.data.error && (
                <>
                  <dt>Erro</dt>
                  <dd>{info.data.error}</dd>
                </>
              )}
            </dl>
          )}
          {enviado && info.data?.exists && (
            <img className="teste-upload-previa" src={enviado.url} alt="Arquivo enviado" />
          )}
        </section>

        <section className="cartao" aria-labelledby="titulo-arquivos">
          <h2 id="titulo-arquivos">Arquivos do fornecedor</h2>
          {!id && <p className="vazio">Escolha um fornecedor para ver os arquivos.</p>}
          {arquivos.isError && <p className="alerta alerta-erro">{arquivos.error.message}</p>}
          {arquivos.data && arquivos.data.files.length === 0 && (
            <p className="vazio">Nenhum arquivo nesta pasta.</p>
          )}
          {arquivos.data && arquivos.data.files.length > 0 && (
            <ul className="admin-lista" aria-label="Arquivos enviados">
              {arquivos.data.files.map((f) => (
                <li key={f.name}>
                  <a href={f.path} target="_blank" rel="noopener">
                    {f.name}
                  </a>
                  <span className="admin-sub-inline">{formatarBytes(f.size)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {ehAdmin && (
          <section className="cartao" aria-labelledby="titulo-saude">
            <h2 id="titulo-saude">
              {saude.data && ehBucket(saude.data) ? 'Bucket de uploads' : 'Pastas de upload'}
            </h2>
            {saude.isError && <p className="alerta alerta-erro">{saude.error.message}</p>}
            {saude.data && (
              <>
                <p className={`alerta ${saude.data.status === 'ok' ? 'alerta-sucesso' : 'alerta-erro'}`}>
                  {saude.data.status === 'ok'
                    ? `${ehBucket(saude.data) ? 'O bucket de uploads' : 'A pasta de uploads'} existe e aceita gravação.`
                    : ehBucket(saude.data)
                      ? 'O bucket de uploads não responde ou não aceita gravação.'
                      : 'A pasta de uploads não existe ou não aceita gravação.'}
                </p>
                <dl className="teste-upload-dados">
                  {saude.data.directories.map((d) => (
                    <div key={d.path} className="teste-upload-par">
                      <dt>{d.path}</dt>
                      <dd>
                        {d.exists
                          ? 'existe'
                          : d.path.startsWith('s3://')
                            ? 'não responde'
                            : 'não existe (criada no primeiro envio)'}
                        {d.exists &&
                          ` · ${d.writable ? 'gravável' : 'somente leitura'}${d.permissions ? ` · ${d.permissions}` : ''} · ${plural(d.itens, 'item', 'itens')}`}
                      </dd>
                    </div>
                  ))}
                  {saude.data.system && (
                    <>
                      <dt>Sistema</dt>
                      <dd>
                        {saude.data.system.platform} ({saude.data.system.arch}) · Node{' '}
                        {saude.data.system.nodeVersion}
                      </dd>
                    </>
                  )}
                </dl>
              </>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
