import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp();
  token = await t.tokenFor('vendor1');
});
afterEach(() => t.close());

/** The routes that read multipart bodies: chunked upload and the chat image upload. */
const multipartRoutes = ['/api/file/chunk', '/api/file/Uploader/IM'];

const post = (url: string, contentType: string, payload: string, language = 'en') =>
  t.request({ method: 'POST', url, token, payload, headers: { 'content-type': contentType, 'accept-language': language } });

/** A well-formed body for the boundary `sweep`, to be sent under headers that do not match it. */
const formForSweep = '--sweep\r\ncontent-disposition: form-data; name="chunkNumber"\r\n\r\n1\r\n--sweep--\r\n';

describe('multipart bodies', () => {
  it('without a usable boundary are refused with 400 in the caller’s language, not a server error', async () => {
    const unusable = [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="sweep',
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
    ];
    for (const url of multipartRoutes) {
      for (const contentType of unusable) {
        const res = await post(url, contentType, formForSweep);
        expect({ url, contentType, status: res.statusCode }).toEqual({ url, contentType, status: 400 });
        expect(body(res).msg).toBe('The request body cannot be read: its Content-Type multipart/form-data needs a boundary parameter (1 to 70 characters).');
      }
      expect(body(await post(url, 'multipart/form-data', formForSweep, 'zh-CN')).msg).toBe(
        '无法读取请求内容：Content-Type 为 multipart/form-data 时需要 boundary 参数（1 至 70 个字符）。',
      );
      expect(body(await post(url, 'multipart/form-data', formForSweep, 'zh-TW')).msg).toBe(
        '無法讀取請求內容：Content-Type 為 multipart/form-data 時需要 boundary 參數（1 至 70 個字元）。',
      );
    }
  });

  it('whose parts do not follow the boundary they name are refused with 400, not a server error', async () => {
    for (const url of multipartRoutes) {
      for (const payload of ['not multipart at all', formForSweep.replaceAll('sweep', 'other'), formForSweep.slice(0, 30)]) {
        const res = await post(url, 'multipart/form-data; boundary=sweep', payload);
        expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
        expect(body(res).msg).toBe('The request body cannot be read: its parts do not follow the multipart boundary its Content-Type names.');
      }
    }
  });

  it('with a field longer than the route reads are refused as too large, not passed on cut short', async () => {
    const longField = `--sweep\r\ncontent-disposition: form-data; name="identifier"\r\n\r\n${'a'.repeat(2000)}\r\n--sweep--\r\n`;
    for (const url of multipartRoutes) {
      const res = await post(url, 'multipart/form-data; boundary=sweep', longField);
      expect({ url, status: res.statusCode, msg: body(res).msg }).toEqual({ url, status: 413, msg: 'The request body is too large' });
    }
  });
});
