import { describe, expect, it } from 'vitest';
import { namePinyin } from '../../src/server/modules/users/name-pinyin.ts';

describe('namePinyin', () => {
  it('gives a Chinese name its full pinyin and its initials, lowercase', () => {
    expect(namePinyin('张三')).toBe('zhangsan zs');
    expect(namePinyin('欧阳娜娜')).toBe('ouyangnana oynn');
  });

  it('reads the first character as a surname', () => {
    expect(namePinyin('曾小明')).toBe('zengxiaoming zxm');
    expect(namePinyin('单田芳')).toBe('shantianfang stf');
  });

  it('writes ü as v, as pinyin keyboards type it', () => {
    expect(namePinyin('吕布')).toBe('lvbu lb');
  });

  it('keeps the other words of a mixed name, without spaces or punctuation', () => {
    expect(namePinyin('Tom 张三')).toBe('tomzhangsan tzs');
    expect(namePinyin('李明-2')).toBe('liming2 lm2');
  });

  it('gives a name without Chinese characters nothing', () => {
    expect(namePinyin('Bella Buyer')).toBe('');
    expect(namePinyin('José Müller')).toBe('');
    expect(namePinyin('')).toBe('');
  });
});
