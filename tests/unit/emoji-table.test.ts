import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMOJI_TABLE } from '../../src/shared/domain/emoji-table.ts';
import { splitEmoji, withEmoji } from '../../src/shared/domain/chat.ts';

const require = createRequire(import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(require.resolve(`emojibase-data/en/${file}`), 'utf8'));

describe('chat emoji table', () => {
  it('is ids 100-219 over the first 120 Smileys & Emotion emoji of emojibase, each with its shortest shortcode in brackets', () => {
    const data = read('compact.json') as Array<{ hexcode: string; unicode: string; group?: number; order?: number }>;
    const shortcodes = read('shortcodes/emojibase.json') as Record<string, string | string[]>;
    const expected = data
      .filter((e) => e.group === 0)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .slice(0, 120)
      .map((e, i) => {
        const codes = ([] as string[]).concat(shortcodes[e.hexcode] ?? []);
        return [100 + i, e.unicode, `[${codes.reduce((a, b) => (b.length < a.length ? b : a))}]`];
      });
    expect(EMOJI_TABLE).toEqual(expected);
    expect(new Set(EMOJI_TABLE.map(([, , alias]) => alias)).size).toBe(120);
  });

  it('shows aliases as emoji and leaves other brackets alone', () => {
    expect(splitEmoji('Thanks [smile] see [PO-1] [grin]')).toEqual([
      { text: 'Thanks ' },
      { emoji: '😄', alias: '[smile]' },
      { text: ' see [PO-1] ' },
      { emoji: '😁', alias: '[grin]' },
    ]);
    expect(withEmoji('[nope] ok')).toBe('[nope] ok');
  });
});
