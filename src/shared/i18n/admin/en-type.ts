import type { adminEn } from './en.ts';

type Leaves<T> = { readonly [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape every language's administration catalogue has. */
export type AdminCatalogue = Leaves<typeof adminEn>;
