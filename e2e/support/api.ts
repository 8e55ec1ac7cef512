import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

export const FIXTURES = path.resolve(import.meta.dirname, '../../src/server/test/documents/open-set');

export type Api = <T>(method: string, pathname: string, body?: object | FormData) => Promise<T>;

/** An API client carrying a session cookie, for a journey's set-up and checks. */
export function apiWithCookie(baseUrl: string, cookie: string): Api {
  return async <T>(method: string, pathname: string, body?: object | FormData): Promise<T> => {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** The API as the browser context's signed-in user. */
export async function apiOf(context: BrowserContext, baseUrl: string): Promise<Api> {
  const session = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  if (!session) throw new Error('the browser is not signed in');
  return apiWithCookie(baseUrl, `${session.name}=${session.value}`);
}

/** Signs in through the API (the admin reads the outbox with it). */
export async function signInApi(baseUrl: string, email: string, password: string): Promise<Api> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status} ${await res.text()}`);
  return apiWithCookie(baseUrl, res.headers.getSetCookie()[0]!.split(';')[0]!);
}

export async function uploadFixture(api: Api, fileName: string) {
  const form = new FormData();
  form.append('document', new Blob([readFileSync(path.join(FIXTURES, fileName))]), fileName);
  return (await api<{ document: { id: string; title: string } }>('POST', '/api/documents/upload', form))
    .document;
}

export type OutboxMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string }[];
};
