import { pinyin } from 'pinyin-pro';

const HAN_OR_OTHER = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const HAN = /^\p{Script=Han}/u;
const NOT_ALNUM = /[^a-z0-9]+/;

/**
 * What a user's name is searched by besides itself (users.name_pinyin): for a name with Chinese
 * characters, lowercase, its full pinyin without spaces, a space, then its initials (张三 →
 * `zhangsan zs`); '' for any other name. Other characters in a mixed name count as words of their own
 * (Tom张三 → `tomzhangsan tzs`). ü is written v, as pinyin keyboards type it (吕 → `lv`).
 */
export function namePinyin(realName: string): string {
  const runs = realName.match(HAN_OR_OTHER) ?? [];
  if (!runs.some((run) => HAN.test(run))) return '';
  const words: string[] = [];
  let first = true;
  for (const run of runs) {
    if (HAN.test(run)) {
      // The whole run at once: polyphones are read in context, and the first as a surname (曾 → zeng).
      const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true, surname: first ? 'head' : 'off' });
      words.push(...syllables.map((s) => s.toLowerCase()));
      first = false;
    } else {
      words.push(...run.toLowerCase().split(NOT_ALNUM));
    }
  }
  // A rare character without a reading comes back as itself: it is not something one types in pinyin.
  const typed = words.filter((w) => /^[a-z0-9]+$/.test(w));
  if (typed.length === 0) return '';
  return `${typed.join('')} ${typed.map((w) => w[0]).join('')}`;
}
