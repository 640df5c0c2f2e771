import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { THEME_COLORS, type Size, type ThemeColorName } from '../shared/constants.ts';
import { paletteOf } from '../shared/domain/palette.ts';

/** Size setting as a whole-interface scale (default is the largest, mini the smallest). */
const SCALE: Record<Size, number> = { default: 1.05, medium: 1, small: 0.93, mini: 0.86 };

/** The Mantine theme for a theme colour (a full ten-shade palette) and size, built at runtime. */
export function buildTheme(color: ThemeColorName, size: Size): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: paletteOf(THEME_COLORS[color]) },
    scale: SCALE[size],
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  });
}
