import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LimitReached, Unreadable } from '../../src/server/xlsx/errors.ts';
import { XmlTokenizer, type XmlToken } from '../../src/server/xlsx/xml-tokens.ts';
import { entryChunks, openZip, type RandomAccess } from '../../src/server/xlsx/zip-reader.ts';
import { inflatingTo, zipOf } from '../api/support/crafted-xlsx.ts';

/** The tokens of `xml` fed in pieces of `size` characters, adjacent texts joined. */
function tokensOf(xml: string, size: number): XmlToken[] {
  const tokenizer = new XmlTokenizer();
  const bytes = Buffer.from(xml);
  const tokens: XmlToken[] = [];
  for (let at = 0; at < bytes.length; at += size) tokens.push(...tokenizer.push(bytes.subarray(at, at + size)));
  return tokens.reduce<XmlToken[]>((joined, token) => {
    const last = joined.at(-1);
    if (token.kind === 'text' && last?.kind === 'text') joined[joined.length - 1] = { kind: 'text', text: last.text + token.text };
    else joined.push(token);
    return joined;
  }, []);
}

const inMemory = (bytes: Buffer): RandomAccess => ({ size: bytes.length, range: (start, end) => Readable.from([bytes.subarray(start, end)]) });

describe('xlsx XML tokenizer', () => {
  it('reads the same tokens however the bytes are split: entities, quoted >, CDATA, prefixes, multi-byte characters', () => {
    const xml = `<?xml version="1.0"?><!-- made by hand --><x:c r="A1" t='inlineStr' note="a > b"><is><t>Fish &amp; chips &#x4E2D;&#25991; 中文</t><![CDATA[<raw & kept>]]></is></x:c><v/>`;
    const expected: XmlToken[] = [
      {
        kind: 'open',
        name: 'c',
        attributes: new Map([
          ['r', 'A1'],
          ['t', 'inlineStr'],
          ['note', 'a > b'],
        ]),
        selfClosing: false,
      },
      { kind: 'open', name: 'is', attributes: new Map(), selfClosing: false },
      { kind: 'open', name: 't', attributes: new Map(), selfClosing: false },
      { kind: 'text', text: 'Fish & chips 中文 中文' },
      { kind: 'close', name: 't' },
      { kind: 'text', text: '<raw & kept>' },
      { kind: 'close', name: 'is' },
      { kind: 'close', name: 'c' },
      { kind: 'open', name: 'v', attributes: new Map(), selfClosing: true },
    ];
    for (const size of [1, 2, 3, 7, 64, 10_000]) expect(tokensOf(xml, size)).toEqual(expected);
  });

  it('refuses a document type (whose entities could expand without end) and markup longer than a workbook writes', () => {
    expect(() => tokensOf('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>', 100)).toThrow(Unreadable);
    expect(() => tokensOf(`<row r="1" x="${'a'.repeat(70_000)}"/>`, 4096)).toThrow(Unreadable);
  });
});

describe('xlsx zip reader', () => {
  it('opens entries from the directory and stops inflating an entry at its byte limit, whatever size the zip declares', async () => {
    const zip = await openZip(inMemory(zipOf({ 'small.xml': '<a/>', 'bomb.xml': inflatingTo('<a>', Buffer.alloc(1024 * 1024, 0x20), 8, '</a>') })), 4096);
    const read = async (name: string, limit: number) => {
      const chunks: Buffer[] = [];
      for await (const chunk of entryChunks(zip, zip.entries.get(name)!, limit)) chunks.push(chunk);
      return Buffer.concat(chunks).toString();
    };
    expect(await read('small.xml', 100)).toBe('<a/>');
    await expect(read('bomb.xml', 1024 * 1024)).rejects.toThrow(LimitReached);
  });

  it('refuses what is not a zip, and a directory larger than allowed', async () => {
    await expect(openZip(inMemory(Buffer.from('not a zip at all')), 4096)).rejects.toThrow(Unreadable);
    await expect(openZip(inMemory(zipOf({ 'a.xml': '<a/>', 'b.xml': '<b/>' })), 10)).rejects.toThrow(LimitReached);
  });
});
