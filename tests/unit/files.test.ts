import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  HASH_SLICE_SIZE,
  chunkCount,
  chunkRange,
  extensionOf,
  hashSlices,
  kindOf,
  missingChunks,
  sizeLabel,
  storedFileIdOf,
  uploadRefusal,
} from '../../src/shared/domain/files.ts';

describe('slicing', () => {
  it('sends 5,242,880-byte chunks, the last one shorter, numbered from 1', () => {
    const size = 2 * CHUNK_SIZE + 7;
    expect(chunkCount(size)).toBe(3);
    expect([1, 2, 3].map((n) => chunkRange(size, n))).toEqual([
      { start: 0, end: CHUNK_SIZE },
      { start: CHUNK_SIZE, end: 2 * CHUNK_SIZE },
      { start: 2 * CHUNK_SIZE, end: size },
    ]);
    expect(chunkCount(CHUNK_SIZE)).toBe(1);
    expect(chunkCount(CHUNK_SIZE + 1)).toBe(2);
    expect(chunkCount(0)).toBe(1);
  });

  it('hashes in 10,240,000-byte slices covering the file exactly once', () => {
    const size = 150 * 1024 * 1024;
    const slices = hashSlices(size);
    expect(slices).toHaveLength(Math.ceil(size / HASH_SLICE_SIZE));
    expect(slices[0]).toEqual({ start: 0, end: HASH_SLICE_SIZE });
    expect(slices.at(-1)!.end).toBe(size);
    expect(slices.every((s, i) => i === 0 || s.start === slices[i - 1]!.end)).toBe(true);
    expect(hashSlices(0)).toEqual([]);
  });
});

describe('resume bookkeeping', () => {
  it('sends only the chunks the server does not hold, in order, ignoring numbers beyond the file', () => {
    const size = 4 * CHUNK_SIZE;
    expect(missingChunks(size, [])).toEqual([1, 2, 3, 4]);
    expect(missingChunks(size, [3, 1])).toEqual([2, 4]);
    expect(missingChunks(size, [1, 2, 3, 4, 9])).toEqual([]);
  });
});

describe('type and size rules', () => {
  it('reads the file id out of a stored name, and nothing out of a path or a bare name', () => {
    expect(storedFileIdOf('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.PNG')).toBe('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    for (const name of ['', 'face', '../x.png', 'a.b.png', '.png']) expect(storedFileIdOf(name), name).toBeNull();
  });

  it('takes the extension case-insensitively and knows the kinds of the type map', () => {
    expect(extensionOf('Orders.XLSX')).toBe('xlsx');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect([kindOf('PNG'), kindOf('mkv'), kindOf('flac'), kindOf('pages'), kindOf('exe')]).toEqual(['image', 'video', 'audio', 'document', 'other']);
  });

  it('refuses a wrong type first, then an empty file, then one above the limit', () => {
    expect(uploadRefusal('poBatch', { size: 0, extension: 'pdf' })).toEqual({ key: 'wrongType', params: { type: 'xls, xlsx' } });
    expect(uploadRefusal('poBatch', { size: 0, extension: 'xlsx' })).toEqual({ key: 'empty' });
    expect(uploadRefusal('poBatch', { size: 150 * 1024 * 1024, extension: 'XLSX' })).toBeNull();
    expect(uploadRefusal('poBatch', { size: 150 * 1024 * 1024 + 1, extension: 'xls' })).toEqual({ key: 'tooLarge', params: { size: 150, unit: 'MB' } });
    expect(uploadRefusal('image', { size: 5 * 1024 * 1024 + 1, extension: 'jpg' })).toEqual({ key: 'tooLarge', params: { size: 5, unit: 'MB' } });
    expect(uploadRefusal('image', { size: 100, extension: 'pdf' })?.key).toBe('wrongType');
    expect(uploadRefusal('annex', { size: 100, extension: 'html' })?.key).toBe('wrongType');
  });

  it('lets a widget narrow the limit but never widen it', () => {
    expect(uploadRefusal('annex', { size: 600 * 1024, extension: 'pdf' }, 500 * 1024)).toEqual({ key: 'tooLarge', params: { size: 500, unit: 'KB' } });
    expect(uploadRefusal('image', { size: 6 * 1024 * 1024, extension: 'png' }, 1024 * 1024 * 1024)).toEqual({
      key: 'tooLarge',
      params: { size: 5, unit: 'MB' },
    });
  });

  it('shows limits in the units of the messages', () => {
    expect(sizeLabel(150 * 1024 * 1024)).toEqual({ size: 150, unit: 'MB' });
    expect(sizeLabel(2 * 1024 * 1024 * 1024)).toEqual({ size: 2, unit: 'GB' });
    expect(sizeLabel(1536)).toEqual({ size: 1.5, unit: 'KB' });
    expect(sizeLabel(12)).toEqual({ size: 12, unit: 'B' });
  });
});
