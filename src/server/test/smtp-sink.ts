import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = { url: string; port: number; messages: ParsedMail[]; close(): Promise<void> };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. With `auth`, it refuses
 * any other user name or password (535), as a mail provider does. `port` reopens a stopped server.
 */
export async function startSmtpSink(
  options: {
    auth?: { user: string; pass: string };
    port?: number;
    messages?: ParsedMail[];
    /**
     * While this answers false, a message is received and accepted but neither parsed nor kept: a bench
     * that no longer reads its mail does not spend the machine's processors on parsing it.
     */
    keep?: () => boolean;
  } = {},
): Promise<SmtpSink> {
  const messages = options.messages ?? [];
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const expected = options.auth;
      if (expected && auth.username === expected.user && auth.password === expected.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      if (options.keep && !options.keep()) {
        stream.on('end', () => callback()).resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
