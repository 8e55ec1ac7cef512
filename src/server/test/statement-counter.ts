// Counts the SQL statements the app sends through Drizzle (transactions included; BEGIN and COMMIT are not
// statements of ours) and the jobs it queues, while `run` is in progress: how a test proves a path's cost.
import type { Logger } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';

type SessionWithLogger = { logger: Logger; options: { logger?: Logger } };

export async function countStatements<T>(deps: AppDeps, run: () => Promise<T>) {
  const session = (deps.db as unknown as { session: SessionWithLogger }).session;
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  const saved = { logger: session.logger, options: session.options.logger };
  const { send, sendMany } = deps.jobs;
  session.logger = logger;
  session.options.logger = logger;
  deps.jobs.send = (name, data, options) => {
    statements.push(`job insert ${name}`);
    return send(name, data, options);
  };
  deps.jobs.sendMany = (name, data) => {
    statements.push(`job insert ${name} ×${data.length}`);
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
