import { adminZhTW } from './admin/zh-TW.ts';
import { areasZhTW } from './areas/zh-TW.ts';
import { coreZhTW } from './core/zh-TW.ts';
import type { Catalogue } from './en.ts';

export const zhTW = { ...coreZhTW, ...areasZhTW, admin: adminZhTW } as const satisfies Catalogue;
