// A text-message provider in the shape of Twilio's Messages API, on 127.0.0.1: it checks basic auth and
// keeps every form it is posted. `answers` lists the statuses to answer in turn (then 201 for ever), so a
// test can make the first attempt fail; `hold` keeps every post unanswered until released, so a test can show
// that nothing waits on the provider without timing anything.
import { createServer } from 'node:http';

export type FakeSmsMessage = { to: string; from: string; body: string; path: string };

export type FakeSms = {
  url: string;
  env: Record<string, string>;
  messages: FakeSmsMessage[];
  /** Every POST, including those answered with an error. */
  posts: number;
  /** Statuses to answer next, in turn (then 201 again). */
  answerNext(...statuses: number[]): void;
  /** Leaves every post unanswered (and unrecorded) until the returned release is called. */
  hold(): () => void;
  close(): Promise<void>;
};

export const FAKE_SMS_SID = 'AC0123456789abcdef';
const TOKEN = 'fake-sms-token';

export async function startFakeSms(options: { answers?: number[] } = {}): Promise<FakeSms> {
  const answers = [...(options.answers ?? [])];
  const messages: FakeSmsMessage[] = [];
  const state = { posts: 0 };
  let held: (() => void)[] | null = null;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => (held ? held.push(answer) : answer()));
    const answer = () => {
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${FAKE_SMS_SID}:${TOKEN}`).toString('base64')}`;
      if (req.method !== 'POST') return reply(405, { message: 'POST only' });
      if (req.headers.authorization !== expected) return reply(401, { code: 20003, message: 'Authenticate' });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return reply(400, { message: 'form-encoded bodies only' });
      }
      state.posts++;
      const status = answers.shift() ?? 201;
      if (status >= 300) return reply(status, { code: 20500, message: 'Internal Server Error' });
      const form = new URLSearchParams(raw);
      const message = {
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        path: req.url ?? '',
      };
      messages.push(message);
      return reply(status, { sid: `SM${String(messages.length).padStart(32, '0')}`, status: 'queued' });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      SMS_API_URL: `${url}/2010-04-01/Accounts/{SMS_ACCOUNT_SID}/Messages.json`,
      SMS_ACCOUNT_SID: FAKE_SMS_SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+447700900000',
    },
    messages,
    get posts() {
      return state.posts;
    },
    answerNext: (...statuses) => void answers.push(...statuses),
    hold: () => {
      const waiting: (() => void)[] = [];
      held = waiting;
      return () => {
        held = null;
        for (const answer of waiting) answer();
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
