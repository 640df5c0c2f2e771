import { createTheme, darken, getPrimaryShade, isLightColor, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import { THEME_COLORS, type Size, type ThemeColorName } from '../shared/constants.ts';
import { contrastRatio, darkenToContrast, paletteOf, readableShade } from '../shared/domain/palette.ts';
import touch from './ui/touch.module.css';

/** Size setting as a whole-interface scale (default is the largest, mini the smallest). */
const SCALE: Record<Size, number> = { default: 1.05, medium: 1, small: 0.93, mini: 0.86 };

/** Names, in the user's language, of controls that show only an icon. */
export interface ThemeLabels {
  close: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
}

/**
 * The Mantine theme for a theme colour (a full ten-shade palette) and size, built at runtime; `labels`
 * name the close buttons of toasts, dialogs and drawers and the pagers' arrows, which have no words of
 * their own (a screen reader would announce only "button").
 */
export function buildTheme(color: ThemeColorName, size: Size, labels: ThemeLabels): MantineThemeOverride {
  const brand = paletteOf(THEME_COLORS[color]);
  const closeButtonProps = { 'aria-label': labels.close };
  const pageLabels = { first: labels.firstPage, previous: labels.previousPage, next: labels.nextPage, last: labels.lastPage };
  return createTheme({
    primaryColor: 'brand',
    // Text on the primary colour, and the colour as text, at 4.5:1 or more (WCAG AA).
    primaryShade: { light: readableShade(brand), dark: readableShade(brand) },
    autoContrast: true,
    colors: { brand },
    components: {
      // Finger-sized on touch screens (touch.module.css).
      Button: { classNames: { root: touch.control } },
      ActionIcon: { classNames: { root: touch.square } },
      CloseButton: { classNames: { root: touch.square } },
      // A toast's text under its title is gray-6 by default (3.3:1 on white); the readable dimmed instead.
      Notification: { defaultProps: { closeButtonProps }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Pagination: { defaultProps: { getControlProps: (control: keyof typeof pageLabels) => ({ 'aria-label': pageLabels[control] }) } },
      // A closed select's options are not in the page (Mantine keeps them, hidden, by default): each kept
      // dropdown had its position worked out as the page mounted, forcing the browser to compute the
      // page's styles inside that render (15-50 ms on the PO list, whose filters and header hold three).
      Combobox: { defaultProps: { keepMounted: false } },
    },
    scale: SCALE[size],
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  });
}

const WHITE = '#ffffff';
const isHex = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * The surfaces words sit on: white, the gray of table stripes, headers and hovered rows, and a selected
 * row's tint of the primary colour. A colour darkened for each in turn reads on all of them.
 */
function surfacesOf(theme: MantineTheme): string[] {
  return [WHITE, theme.colors.gray[1], theme.colors[theme.primaryColor]?.[1] ?? WHITE].filter(isHex);
}
const readableOn = (surfaces: readonly string[], hex: string) => surfaces.reduce((colour, surface) => darkenToContrast(colour, surface), hex);

/**
 * Every colour's words at 4.5:1 (WCAG AA), whichever theme colour sets the primary shade. Mantine's
 * shades are not all readable: its filled green with white words gives 3.4:1 at shade 8 (the Approve
 * button), the light variants' shade 9 on their tint 3.1–3.8:1 for green, orange, lime and yellow, and
 * outline words in shade 8 on white 3.6:1 for orange. Where Mantine writes white on a filled colour
 * (one it judges dark), the colour darkens until white reads; where it writes black, black reads.
 */
function readableColourVariables(theme: MantineTheme): Record<string, string> {
  const shade = getPrimaryShade(theme, 'light');
  const surfaces = surfacesOf(theme);
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!palette.every(isHex)) continue;
    const filled = palette[shade];
    if (!isLightColor(filled, theme.luminanceThreshold) && contrastRatio(filled, WHITE) < 4.5) {
      const readable = darkenToContrast(filled, WHITE);
      variables[`--mantine-color-${name}-filled`] = readable;
      variables[`--mantine-color-${name}-filled-hover`] = darken(readable, 0.12);
    }
    // Words in the colour (c="red"), and the outline variant's words and border, e.g. item statuses in a list.
    variables[`--mantine-color-${name}-text`] = readableOn(surfaces, filled);
    variables[`--mantine-color-${name}-outline`] = readableOn(surfaces, filled);
    // The light variant writes on the colour's tint (shade 1, shade 2 when hovered).
    variables[`--mantine-color-${name}-light-color`] = darkenToContrast(palette[9], palette[2]);
  }
  return variables;
}

/**
 * Secondary ("dimmed") text, links and field errors dark enough to read (WCAG AA) on the surfaces above:
 * Mantine's gray-6 gives 3.3:1 on white, #666d75 5.2:1 but 4.3:1 on a selected row's tint of the primary
 * colour, so it darkens as far as that needs; a link in the primary shade reads 4.6:1 on white but 3.8:1
 * on that tint, so links take the light variant's words, readable on the tints. Red-6 errors give 3.3:1,
 * red-9 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableColourVariables(theme),
    '--mantine-color-dimmed': readableOn(surfacesOf(theme), '#666d75'),
    '--mantine-color-anchor': 'var(--mantine-primary-color-light-color)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
