/** A multipart/form-data body (as a browser would send it) for `app.inject`. */
export async function multipartBody(
  files: { field: string; name: string; bytes: Uint8Array; type?: string }[],
) {
  const form = new FormData();
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
