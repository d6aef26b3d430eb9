export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser would send it, ready for app.inject. */
export const multipart = async (parts: Part[]) => {
  const form = new FormData();
  for (const part of parts) {
    if ('bytes' in part)
      form.append(
        part.name,
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
    else form.append(part.name, part.value);
  }
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};
