// Once per run of the browser journeys: a data directory whose embedded database is created and migrated
// (and the job queue's schema installed, the secret and sealing certificate generated) by one real start
// of the server. Every journey starts from a copy of it (newDataDir): a second, not the 10–20 s each
// fresh start costs on a 2-core machine.
import type { TestProject } from 'vitest/node';
import { newDataDir, removeDataDir, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A started-once data directory each journey's own copies. */
    e2eDataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = newDataDir();
  const server = await startServer(template);
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => removeDataDir(template);
}
