import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../../src/shared/constants.ts';
import { contrastRatio, paletteOf, readableShade } from '../../src/shared/domain/palette.ts';

describe('theme colours', () => {
  it('keep the colour itself as shade 6 (the settings show and store it)', () => {
    expect(paletteOf('#409EFF')[6]).toBe('#409eff');
  });

  it.each(Object.entries(THEME_COLORS))('%s: buttons and links reach 4.5:1, in white words or, where no shade allows it, black', (_, hex) => {
    const palette = paletteOf(hex);
    const shade = palette[readableShade(palette)];
    expect(Math.max(contrastRatio(shade, '#ffffff'), contrastRatio(shade, '#000000'))).toBeGreaterThanOrEqual(4.5);
    // As words on white (links, active menu entries), the primary shade reads too, save the light yellow's.
    if (contrastRatio(shade, '#ffffff') < 4.5) expect(hex).toBe(THEME_COLORS.yellow);
  });

  it('darkens the default blue, whose own shade gives white words only 2.8:1', () => {
    const palette = paletteOf(THEME_COLORS.default);
    expect(contrastRatio(palette[6], '#ffffff')).toBeLessThan(3);
    expect(readableShade(palette)).toBe(8);
  });
});
