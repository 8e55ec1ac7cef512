// Counts the SQL statements the app sends through Drizzle (transactions included; BEGIN and COMMIT are not
// statements of ours) and the jobs it queues while `run` is in progress: how a test proves a path's cost.
// Background work at the same moment (job workers, watchers) is not charged to it.
import type { Logger } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { currentBackgroundWork } from '../lib/jobs/background.ts';

type SessionWithLogger = { logger: Logger; options: { logger?: Logger } };

export async function countStatements<T>(deps: AppDeps, run: () => Promise<T>) {
  const session = (deps.db as unknown as { session: SessionWithLogger }).session;
  const statements: string[] = [];
  const mine = () => currentBackgroundWork() === undefined;
  // BEGIN and COMMIT are not counted: Drizzle logs them on node-postgres but not on PGlite, and the count
  // must mean the same on both (two transactions add four short round trips on PostgreSQL).
  const counted = (query: string) => mine() && !/^(begin|commit|rollback)$/i.test(query.trim());
  const logger: Logger = { logQuery: (query) => void (counted(query) && statements.push(query)) };
  const saved = { logger: session.logger, options: session.options.logger };
  const { send, sendMany } = deps.jobs;
  session.logger = logger;
  session.options.logger = logger;
  deps.jobs.send = (name, data, options) => {
    if (mine()) statements.push(`job insert ${name}`);
    return send(name, data, options);
  };
  deps.jobs.sendMany = (name, data) => {
    if (mine()) statements.push(`job insert ${name} ×${data.length}`);
    return sendMany(name, data);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.options;
    deps.jobs.send = send;
    deps.jobs.sendMany = sendMany;
  }
}
