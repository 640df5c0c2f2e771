import { areasZhTW } from './areas/zh-TW.ts';
import { coreZhTW } from './core/zh-TW.ts';
import type { Catalogue } from './en.ts';

export const zhTW = { ...coreZhTW, ...areasZhTW } as const satisfies Catalogue;
