import { lazy, type ComponentType } from 'react';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';

/**
 * A page kept alive between tabs, loaded on first use: the value of a route's `staticData.keptPage`.
 * Its module is a chunk of its own, so the sign-in page and the shell do not carry every page.
 */
export function keptPage<K extends string, M extends Record<K, ComponentType<CachedPageProps>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<CachedPageProps> {
  return lazy(async () => {
    const page: ComponentType<CachedPageProps> = (await load())[name];
    return { default: page };
  });
}
