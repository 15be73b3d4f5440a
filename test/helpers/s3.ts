import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/env.js';

export interface S3DeTeste {
  config: S3Config;
  /** The same settings as env vars (S3_*), for createTestDb and readEnv. */
  env: Record<string, string>;
  parar: () => Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, in this process, on a free port, its objects in a temp
 * folder) with one empty bucket. s3rver accepts these fixed keys and checks the signatures.
 */
export async function iniciarS3(bucket = 'vitrine-teste'): Promise<S3DeTeste> {
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'vs-s3-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: pasta,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await servidor.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    parar: async () => {
      await servidor.close();
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
