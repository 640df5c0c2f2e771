import { areasZhCN } from './areas/zh-CN.ts';
import { coreZhCN } from './core/zh-CN.ts';
import type { Catalogue } from './en.ts';

export const zhCN = { ...coreZhCN, ...areasZhCN } as const satisfies Catalogue;
