// A file uploaded to the dealer's Files as the browser's form sends it: the fields first, then the file.
import { TEST_ORIGIN, type TestApp } from './build-test-app.ts';

export async function uploadDealerFile(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/dealer-files/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, cookie, origin: TEST_ORIGIN },
  });
}
