import { adminEn } from './admin/en.ts';
import { areasEn } from './areas/en.ts';
import { coreEn } from './core/en.ts';

/**
 * English catalogue: the source of keys. zh-CN and zh-TW must provide every key (checked by type).
 * Two parts, so the sign-in page loads only the first: the core (sign-in, shell, errors, profile) and
 * the signed-in areas (PO, files, messages, chat...), which the app loads with the signed-in frame.
 */
export const en = { ...coreEn, ...areasEn, admin: adminEn } as const;

type Leaves<T> = { readonly [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type Catalogue = Leaves<typeof en>;
export type CoreCatalogue = Leaves<typeof coreEn>;
export type AreasCatalogue = Leaves<typeof areasEn>;
