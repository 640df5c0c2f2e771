import { createTheme } from '@mantine/core';
import { paletteOf } from '../shared/domain/palette.ts';

/** Default theme colour #409EFF (spec 000 §9). */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: paletteOf('#409EFF') },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
});
