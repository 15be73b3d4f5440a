import * as q from '../../db/queries/admin.queries.js';
import { badRequest, notFound } from '../errors.js';
import { listFornecedorFiles } from '../uploads/storage.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin, exigirAnuncianteOuAdmin, exigirGerirFornecedor } from './permissoes.js';

// Upload diagnostics (/teste-upload): admin for any supplier, anunciante only for their own.
// Nothing here ever names a path outside the uploads folder, however the name is encoded.

const NOME_ARQUIVO_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;
export const MSG_NOME_INVALIDO = 'Nome de arquivo inválido.';

async function fornecedorAcessivel(ctx: AuthedContext, fornecedorId: number) {
  exigirAnuncianteOuAdmin(ctx.user);
  const f = await q.findFornecedor(ctx.deps.db, fornecedorId);
  if (!f) throw notFound('Fornecedor não encontrado.');
  exigirGerirFornecedor(
    ctx.user,
    f.usuario_id,
    'Você não tem permissão para acessar os arquivos deste fornecedor.',
  );
  return f;
}

/** A single, plain file name (no separators, no dot segments, no encoding tricks) or 400. */
function nomeSeguro(filename: string): string {
  let nome = filename;
  // Decoded once more so a double-encoded "%252e%252e%252f" is judged as what it means.
  for (let i = 0; i < 3 && nome.includes('%'); i++) {
    try {
      nome = decodeURIComponent(nome);
    } catch {
      throw badRequest(MSG_NOME_INVALIDO);
    }
  }
  if (!NOME_ARQUIVO_RE.test(nome) || nome.includes('..')) throw badRequest(MSG_NOME_INVALIDO);
  return nome;
}

export interface FileInfo {
  exists: boolean;
  /** Relative to the uploads folder, e.g. fornecedores/3/abc.jpg. */
  filePath: string;
  size: number | null;
  /** Unix permission bits in octal, e.g. "644". */
  permissions: string | null;
  created: string | null;
  error: string | null;
}

export async function fileInfo(
  ctx: AuthedContext,
  fornecedorId: number,
  filename: string,
): Promise<FileInfo> {
  const f = await fornecedorAcessivel(ctx, fornecedorId);
  const nome = nomeSeguro(filename);
  const filePath = `fornecedores/${f.id}/${nome}`;
  const info = await ctx.deps.storage.stat(filePath);
  if (!info) {
    return {
      exists: false,
      filePath,
      size: null,
      permissions: null,
      created: null,
      error: 'Arquivo não encontrado.',
    };
  }
  return {
    exists: true,
    filePath,
    size: info.tamanho,
    permissions: info.permissoes,
    created: info.criado?.toISOString() ?? null,
    error: null,
  };
}

export async function listFiles(ctx: AuthedContext, fornecedorId: number) {
  const f = await fornecedorAcessivel(ctx, fornecedorId);
  const files = await listFornecedorFiles(ctx.deps.storage, f.id);
  files.sort((a, b) => a.name.localeCompare(b.name));
  return { files };
}

export interface SistemaUploads {
  platform: string;
  arch: string;
  nodeVersion: string;
  uptime: number;
}

/**
 * Whether the upload folders (or the bucket) exist and are writable, and which runtime serves
 * them: admins only (folder names, permissions and the Node version help an attacker more than
 * an advertiser, whose /teste-upload shows their own files without this section).
 */
export async function checkUploads(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  const directories = await ctx.deps.storage.verificar();
  const system: SistemaUploads = {
    platform: process.platform,
    arch: process.arch,
    nodeVersion: process.version,
    uptime: Math.round(process.uptime()),
  };
  return {
    // The suppliers' folder is created on the first upload: only the root (or the bucket) must
    // exist and be writable.
    status: directories[0].exists && directories[0].writable ? ('ok' as const) : ('erro' as const),
    directories,
    system,
  };
}
