/**
 * A ten-shade palette around a theme colour, as Mantine expects (index 6 is the colour itself):
 * lighter shades mix it with white, darker ones with black.
 */
function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(base: [number, number, number], target: number, amount: number): string {
  return toHex(base.map((v) => v + (target - v) * amount));
}

export type Palette = [string, string, string, string, string, string, string, string, string, string];

export function paletteOf(hex: string): Palette {
  const base = parseHex(hex);
  const lighter = [0.92, 0.8, 0.66, 0.5, 0.34, 0.17].map((a) => mix(base, 255, a));
  const darker = [0.12, 0.24, 0.36].map((a) => mix(base, 0, a));
  return [...lighter, toHex(base), ...darker] as Palette;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = parseHex(hex)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour mixed with black just enough for 4.5:1 (or `ratio`) against `background`; a colour that
 * reaches it already comes back as it is. Mantine's own green, for one, gives white words 3.4:1 even at
 * its darkest shade but one.
 */
export function darkenToContrast(hex: string, background: string, ratio = 4.5): string {
  const base = parseHex(hex);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(base, 0, step / 50);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}

/**
 * The shade buttons, links and active items use: the theme colour itself where white text on it
 * reaches 4.5:1, else the first darker shade that does (#409EFF itself gives 2.78:1). A colour too
 * light for any (yellow) keeps its own shade, and the theme's autoContrast writes on it in black.
 */
export type Shade = 6 | 7 | 8 | 9;
export function readableShade(palette: Palette): Shade {
  const shades: Shade[] = [6, 7, 8, 9];
  return shades.find((i) => contrastRatio(palette[i], '#ffffff') >= 4.5) ?? 6;
}
