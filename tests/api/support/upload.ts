import { createHash } from 'node:crypto';
import { envelope } from '../../../src/shared/contracts/endpoint.ts';
import { mergeChunks, type StoredFile } from '../../../src/shared/contracts/files.ts';
import { chunkCount, chunkRange, extensionOf, type UploadPurpose } from '../../../src/shared/domain/files.ts';

/** What the upload needs of a client: an in-process TestApp's `request`, or fetch against a server (`over`). */
interface Requester {
  request(req: {
    method: 'POST';
    url: string;
    token: string;
    payload: Buffer | string;
    headers: Record<string, string>;
  }): Promise<{ statusCode: number; body: string }>;
}

/** A Requester for a running server at `base`. */
export function over(base: string): Requester {
  return {
    async request({ method, url, token, payload, headers }) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: typeof payload === 'string' ? payload : new Uint8Array(payload),
      });
      return { statusCode: res.status, body: await res.text() };
    },
  };
}

/** Uploads bytes through the chunk API as the token's user, as the upload worker does. */
export async function uploadFile(t: Requester, token: string, bytes: Buffer, filename: string, fileType: UploadPurpose): Promise<StoredFile> {
  const identifier = createHash('md5').update(bytes).digest('hex');
  const extension = extensionOf(filename);
  const facts = { identifier, filename, totalSize: String(bytes.length), totalChunks: String(chunkCount(bytes.length)), fileType, extension };
  for (let n = 1; n <= chunkCount(bytes.length); n++) {
    const { start, end } = chunkRange(bytes.length, n);
    const form = new FormData();
    for (const [key, value] of Object.entries(facts)) form.append(key, value);
    form.append('chunkNumber', String(n));
    form.append('file', new Blob([new Uint8Array(bytes.subarray(start, end))]), filename);
    const encoded = new Response(form);
    const res = await t.request({
      method: 'POST',
      url: '/api/file/chunk',
      token,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    if (res.statusCode !== 200) throw new Error(`chunk ${n}: ${res.body}`);
  }
  const merged = await t.request({
    method: 'POST',
    url: '/api/file/merge',
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ identifier, fileName: filename, fileSize: String(bytes.length), fileType, extension }).toString(),
  });
  const answer = envelope(mergeChunks.data).parse(JSON.parse(merged.body));
  if (answer.code !== 200) throw new Error(`merge: ${answer.msg}`);
  return answer.data;
}
