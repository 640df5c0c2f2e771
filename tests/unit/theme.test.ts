import { DEFAULT_THEME, getPrimaryShade, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, type ThemeColorName } from '../../src/shared/constants.ts';
import { contrastRatio, darkenToContrast } from '../../src/shared/domain/palette.ts';
import { buildTheme, cssVariablesResolver } from '../../src/app/theme.ts';

const WHITE = '#ffffff';
const BLACK = '#000000';

describe('darkenToContrast', () => {
  it('leaves a colour that reads already as it is', () => {
    expect(darkenToContrast('#1864ab', WHITE)).toBe('#1864ab');
  });
  it('darkens a colour just enough to read on the background', () => {
    const green = darkenToContrast('#2f9e44', WHITE);
    expect(contrastRatio(green, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, WHITE)).toBeLessThan(5.2);
  });
});

describe.each(Object.keys(THEME_COLORS) as ThemeColorName[])('with the %s theme colour', (color) => {
  const theme = mergeMantineTheme(
    DEFAULT_THEME,
    buildTheme(color, 'default', { close: 'Close', firstPage: 'First', previousPage: 'Previous', nextPage: 'Next', lastPage: 'Last' }),
  );
  const light: Record<string, string> = cssVariablesResolver(theme).light;
  const shade = getPrimaryShade(theme, 'light');
  const value = (name: string) => light[name] ?? '';

  it.each(Object.keys(DEFAULT_THEME.colors))('%s reads at 4.5:1 filled, light, outlined and as words', (name) => {
    const palette = theme.colors[name]!;
    const filled = value(`--mantine-color-${name}-filled`) || palette[shade];
    // Mantine writes black on a colour it judges light, white on the others (autoContrast).
    const words = isLightColor(palette[shade], theme.luminanceThreshold) ? BLACK : WHITE;
    expect(contrastRatio(filled, words)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(value(`--mantine-color-${name}-light-color`), palette[2])).toBeGreaterThanOrEqual(4.5);
    // On white, on a table's stripe or hovered row, and on a selected row's tint.
    for (const surface of [WHITE, theme.colors.gray[1], theme.colors.brand![1]]) {
      expect(contrastRatio(value(`--mantine-color-${name}-outline`), surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(value(`--mantine-color-${name}-text`), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('secondary words and links read on a stripe and on a selected row (the primary colour’s tint)', () => {
    expect(value('--mantine-color-anchor')).toBe('var(--mantine-primary-color-light-color)');
    for (const surface of [WHITE, theme.colors.gray[1], theme.colors.brand![1]]) {
      expect(contrastRatio(value('--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(value('--mantine-color-brand-light-color'), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
