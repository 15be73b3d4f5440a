import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../scripts/lib/build.js';
import { DEMO_PASSWORD, type RunningServer, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    demoPassword: string;
  }
}

let server: RunningServer | null = null;

export default async function setup(project: TestProject) {
  ensureClientBuild({ recusarAvisos: true });
  server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  project.provide('demoPassword', DEMO_PASSWORD);
  return async () => {
    await server?.stop();
  };
}
