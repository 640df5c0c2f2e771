import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { THEME_COLORS, type Size, type ThemeColorName } from '../shared/constants.ts';
import { paletteOf, readableShade } from '../shared/domain/palette.ts';

/** Size setting as a whole-interface scale (default is the largest, mini the smallest). */
const SCALE: Record<Size, number> = { default: 1.05, medium: 1, small: 0.93, mini: 0.86 };

/**
 * The Mantine theme for a theme colour (a full ten-shade palette) and size, built at runtime;
 * `closeLabel` names the toasts' close button in the user's language (it has no words of its own).
 */
export function buildTheme(color: ThemeColorName, size: Size, closeLabel: string): MantineThemeOverride {
  const brand = paletteOf(THEME_COLORS[color]);
  return createTheme({
    primaryColor: 'brand',
    // Text on the primary colour, and the colour as text, at 4.5:1 or more (WCAG AA; issue 16).
    primaryShade: { light: readableShade(brand), dark: readableShade(brand) },
    autoContrast: true,
    colors: { brand },
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
    scale: SCALE[size],
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  });
}

/**
 * Secondary ("dimmed") text and field errors dark enough to read (WCAG AA): Mantine's gray-6 gives
 * 3.3:1 on white, #666d75 5.2:1 (4.7:1 on the gray-1 of table headers); its red-6 errors 3.3:1, red-9
 * 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#666d75', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
