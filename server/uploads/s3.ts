import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../env.js';
import type { Logger } from '../logger.js';
import {
  ArmazenamentoIndisponivel,
  chaveValida,
  corpoVazio,
  type InfoObjeto,
  type LocalDoArmazenamento,
  type ObjetoListado,
  type UploadStorage,
} from './storage.js';

/** S3 answers that mean "no such object" (HEAD has no body, so only its status says it). */
function naoExiste(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * What went wrong, for the logs: the S3 error name and status or the socket's code (never the
 * error object itself, whose request metadata we do not want to vouch for).
 */
function motivoDe(err: unknown): string {
  if (err instanceof S3ServiceException) return `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`;
  if (err instanceof Error) return (err as NodeJS.ErrnoException).code ?? err.name;
  return 'erro desconhecido';
}

function exigirChave(key: string): string {
  if (!chaveValida(key)) throw new Error(`Chave de upload inválida: ${JSON.stringify(key)}`);
  return key;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in the tests): keys are object
 * keys as they are. Path-style addressing (endpoint/bucket/key) because MinIO and s3rver do not
 * resolve bucket subdomains; checksums only where S3 requires them, which the compatible stores
 * accept.
 */
export function createS3Storage(config: S3Config, logger?: Logger): UploadStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must fail fast (the page gets a 503), not hang the request.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const Bucket = config.bucket;

  /** Anything but "no such object" (refused connection, timeout, 5xx, refused keys): logged here, a 503 up. */
  function indisponivel(err: unknown, operacao: string): ArmazenamentoIndisponivel {
    const motivo = motivoDe(err);
    logger?.warn({ bucket: Bucket, operacao, motivo }, 'armazenamento S3 indisponível');
    return new ArmazenamentoIndisponivel(motivo);
  }

  async function enviar<T>(operacao: string, fazer: () => Promise<T>): Promise<T> {
    try {
      return await fazer();
    } catch (err) {
      throw indisponivel(err, operacao);
    }
  }

  async function informacoes(key: string): Promise<InfoObjeto | null> {
    if (!chaveValida(key)) return null;
    try {
      const r = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { tamanho: r.ContentLength ?? 0, criado: r.LastModified ?? null, permissoes: null };
    } catch (err) {
      if (naoExiste(err)) return null;
      throw indisponivel(err, 'stat');
    }
  }

  async function listar(prefixo: string): Promise<ObjetoListado[]> {
    const saida: ObjetoListado[] = [];
    let ContinuationToken: string | undefined;
    do {
      const r = await enviar('list', () =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefixo || undefined, ContinuationToken })),
      );
      for (const o of r.Contents ?? [])
        if (o.Key) saida.push({ key: o.Key, tamanho: o.Size ?? 0, modificado: o.LastModified ?? null });
      ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return saida;
  }

  return {
    tipo: 's3',
    async put(key, data) {
      const Key = exigirChave(key);
      await enviar('put', () => client.send(new PutObjectCommand({ Bucket, Key, Body: data })));
    },
    async get(key) {
      if (!chaveValida(key)) return null;
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (naoExiste(err)) return null;
        throw indisponivel(err, 'get');
      }
    },
    async lerFaixa(key, inicio, fim) {
      if (!chaveValida(key)) return null;
      try {
        const r = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${inicio}-${fim}` }),
        );
        // "bytes 0-99/1234": the whole size is after the slash.
        const tamanho = Number(r.ContentRange?.split('/')[1] ?? r.ContentLength ?? 0);
        return { tamanho, corpo: r.Body ? r.Body.transformToWebStream() : corpoVazio() };
      } catch (err) {
        if (naoExiste(err)) return null;
        // A range past the end (an empty object, or a start at its size): its size says so.
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) {
          const info = await informacoes(key);
          return info && { tamanho: info.tamanho, corpo: corpoVazio() };
        }
        throw indisponivel(err, 'lerFaixa');
      }
    },
    stat: informacoes,
    async delete(key) {
      const Key = exigirChave(key);
      await enviar('delete', () => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    list: listar,
    async deletePrefix(prefixo) {
      if (!prefixo.endsWith('/') || !chaveValida(prefixo.slice(0, -1)))
        throw new Error('O prefixo é uma pasta (termina em /).');
      const objetos = await listar(prefixo);
      // DeleteObjects takes at most 1,000 keys per call.
      for (let i = 0; i < objetos.length; i += 1000) {
        const lote = objetos.slice(i, i + 1000).map((o) => ({ Key: o.key }));
        const r = await enviar('deletePrefix', () =>
          client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: lote, Quiet: true } })),
        );
        if (r.Errors?.length)
          throw new ArmazenamentoIndisponivel(`${r.Errors.length} objeto(s) não removido(s)`);
      }
    },
    async verificar(): Promise<LocalDoArmazenamento[]> {
      const local: LocalDoArmazenamento = {
        path: `s3://${Bucket}`,
        exists: false,
        writable: false,
        permissions: null,
        itens: 0,
      };
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        local.exists = true;
        // The top-level entries, like the disk's: the first path segments of the first 1,000 keys
        // (not a Delimiter listing: some S3-compatible servers answer it without the prefixes).
        const r = await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1000 }));
        local.itens = new Set((r.Contents ?? []).map((o) => o.Key?.split('/')[0])).size;
        // Writable is known only by writing: a small probe object, removed at once.
        const sonda = `.verificacao/${randomBytes(8).toString('hex')}`;
        await client.send(new PutObjectCommand({ Bucket, Key: sonda, Body: Buffer.from('ok') }));
        await client.send(new DeleteObjectCommand({ Bucket, Key: sonda }));
        local.writable = true;
      } catch {
        // exists/writable stay as far as they got.
      }
      return [local];
    },
  };
}
