import { match } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

/**
 * Does a name match what was typed? Any part of the name, case aside; a Chinese name also by its
 * pinyin, each character by the start of its syllable and in a row: 张三 by `zs`, `zhang`, `zhangsan`.
 */
export function nameMatches(name: string, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return true;
  if (name.toLowerCase().includes(wanted)) return true;
  if (!HAN.test(name)) return false;
  return match(name, wanted.replace(/\s+/g, ''), { precision: 'start', continuous: true, insensitive: true }) !== null;
}
