import { constants } from 'node:fs';
import { access, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import * as q from '../../db/queries/admin.queries.js';
import { badRequest, notFound } from '../errors.js';
import type { AuthedContext } from './contexto.js';
import { ehAdmin, exigirAnuncianteOuAdmin, exigirGerirFornecedor } from './permissoes.js';

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
  const full = ctx.deps.storage.resolveSafe(filePath);
  if (!full) throw badRequest(MSG_NOME_INVALIDO);
  try {
    const s = await stat(full);
    if (!s.isFile()) throw new Error('não é arquivo');
    return {
      exists: true,
      filePath,
      size: s.size,
      permissions: (s.mode & 0o777).toString(8),
      created: (s.birthtimeMs > 0 ? s.birthtime : s.ctime).toISOString(),
      error: null,
    };
  } catch {
    return {
      exists: false,
      filePath,
      size: null,
      permissions: null,
      created: null,
      error: 'Arquivo não encontrado.',
    };
  }
}

export async function listFiles(ctx: AuthedContext, fornecedorId: number) {
  const f = await fornecedorAcessivel(ctx, fornecedorId);
  const files = await ctx.deps.storage.listFornecedorFiles(f.id);
  files.sort((a, b) => a.name.localeCompare(b.name));
  return { files };
}

async function diretorio(root: string, relativo: string) {
  const full = relativo ? path.join(root, relativo) : root;
  const nome = relativo ? `uploads/${relativo}` : 'uploads';
  try {
    const s = await stat(full);
    let writable = true;
    try {
      await access(full, constants.W_OK);
    } catch {
      writable = false;
    }
    const itens = s.isDirectory() ? (await readdir(full)).length : 0;
    return {
      path: nome,
      exists: s.isDirectory(),
      writable,
      permissions: (s.mode & 0o777).toString(8),
      itens,
    };
  } catch {
    return { path: nome, exists: false, writable: false, permissions: null, itens: 0 };
  }
}

export interface SistemaUploads {
  platform: string;
  arch: string;
  nodeVersion: string;
  uptime: number;
}

/**
 * Whether the upload folders exist and are writable; to admins only, also which runtime serves
 * them (platform, Node version and uptime help an attacker more than an advertiser).
 */
export async function checkUploads(ctx: AuthedContext) {
  exigirAnuncianteOuAdmin(ctx.user);
  const root = ctx.deps.storage.root;
  const directories = [await diretorio(root, ''), await diretorio(root, 'fornecedores')];
  const system: SistemaUploads | undefined = ehAdmin(ctx.user)
    ? {
        platform: process.platform,
        arch: process.arch,
        nodeVersion: process.version,
        uptime: Math.round(process.uptime()),
      }
    : undefined;
  return {
    // The suppliers' folder is created on the first upload: only the root must exist and be writable.
    status: directories[0].exists && directories[0].writable ? ('ok' as const) : ('erro' as const),
    directories,
    ...(system ? { system } : {}),
  };
}
