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
