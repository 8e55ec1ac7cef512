// A journey that fails prints the end of the log of every server it has running (LOG_LEVEL warn: warnings
// and errors only). A failure in a CI run's journeys otherwise shows only what the browser waited for, and
// the server's side of it (a failed job, a refused query) is gone with its data directory.
import { afterEach } from 'vitest';
import { runningServers } from './server.ts';

const SHOWN_CHARACTERS = 6000;

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const server of runningServers) {
    const log = server.output().trim();
    console.log(
      `\n── the log of the server at ${server.url}${log.length > SHOWN_CHARACTERS ? ' (its end)' : ''} ──\n${log.slice(-SHOWN_CHARACTERS) || '(nothing logged)'}\n`,
    );
  }
});
