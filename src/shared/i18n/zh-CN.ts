import { adminZhCN } from './admin/zh-CN.ts';
import { areasZhCN } from './areas/zh-CN.ts';
import { coreZhCN } from './core/zh-CN.ts';
import type { Catalogue } from './en.ts';

export const zhCN = { ...coreZhCN, ...areasZhCN, admin: adminZhCN } as const satisfies Catalogue;
