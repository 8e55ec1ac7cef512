// Once per run of the browser journeys: a data directory whose embedded database is created and migrated
// (and the job queue's schema installed, the secret and sealing certificate generated) by one real start
// of the server. Every journey starts from a copy of it (newDataDir): a second, not the 10–20 s each
// fresh start costs on a 2-core machine. A copy of it where the administrator was made from the command
// line serves the journeys that need one (each run of that script costs seconds of processor time).
import type { TestProject } from 'vitest/node';
import { createAdministrator, newDataDir, removeDataDir, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A started-once data directory each journey's own copies. */
    e2eDataTemplate: string;
    /** The same with ADMIN made by `npm run admin:create`. */
    e2eAdminDataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = newDataDir();
  const server = await startServer(template);
  await server.stop();
  const adminTemplate = newDataDir(template);
  await createAdministrator(adminTemplate);
  project.provide('e2eDataTemplate', template);
  project.provide('e2eAdminDataTemplate', adminTemplate);
  return () => {
    removeDataDir(template);
    removeDataDir(adminTemplate);
  };
}
