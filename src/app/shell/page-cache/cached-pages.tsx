import { Activity, Suspense, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Center, Loader } from '@mantine/core';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import type { VisitedView } from '../tabs/visited-views.ts';
import { addressOf } from './search-state.ts';

/** What a kept-alive page gets instead of reading the router: its own path's params and query. */
export interface CachedPageProps {
  params: Record<string, string>;
  search: Record<string, string>;
  /** Replaces the page's query in the address (no new history entry), while the page is the one shown. */
  setSearch: (next: Record<string, string>) => void;
}

/** The kept-alive page living at a path, with that path's params; undefined when the path's page is not kept. */
export type FindKeptPage = (path: string) => { component: ComponentType<CachedPageProps>; params: Record<string, string> } | undefined;

function searchOf(fullPath: string): Record<string, string> {
  const query = fullPath.includes('?') ? fullPath.slice(fullPath.indexOf('?') + 1) : '';
  return Object.fromEntries(new URLSearchParams(query));
}

interface Props {
  findPage: FindKeptPage;
  views: readonly VisitedView[];
  /** How often each path was refreshed from its tab; a refresh remounts the kept page. */
  refreshes: Readonly<Record<string, number>>;
  /** `resolved`: the router has finished the navigation to it (guard passed, loaders done). */
  active: { path: string; fullPath: string; resolved: boolean };
  enabled: boolean;
  /** The router's outlet: renders every page that is not kept alive. */
  children: ReactNode;
}

/**
 * Page cache (spec 000 §2.5, §4.2): each open tab's page stays mounted, hidden, so switching tabs
 * keeps what the user typed, scrolled or framed. With the cache off, or for a view marked noCache,
 * only the active page is kept, which is the same as not caching.
 */
export function CachedPages({ findPage, views, refreshes, active, enabled, children }: Props) {
  const navigate = useNavigate();
  const searchSetter = (path: string) => (next: Record<string, string>) => {
    if (path !== active.path) return;
    void navigate({ href: addressOf(path, next), replace: true });
  };
  // Open tabs stay mounted (the active one too while its navigation is pending, so it is never
  // dropped and remounted on the way back); the active page joins once its navigation resolved.
  const kept = views.filter((v) => (enabled && !v.noCache) || v.path === active.path);
  const joining = active.resolved && !kept.some((v) => v.path === active.path) ? [{ path: active.path, fullPath: active.fullPath }] : [];
  const instances = [...kept, ...joining]
    .map((v) => ({ view: v, hit: findPage(v.path) }))
    .filter((x): x is { view: { path: string; fullPath: string }; hit: NonNullable<ReturnType<FindKeptPage>> } => x.hit !== undefined);
  return (
    <>
      {instances.map(({ view, hit }) => {
        const Page = hit.component;
        return (
          <Activity key={`${view.path}#${refreshes[view.path] ?? 0}`} mode={view.path === active.path && active.resolved ? 'visible' : 'hidden'}>
            <Suspense
              fallback={
                <Center h={200}>
                  <Loader size="sm" />
                </Center>
              }
            >
              <AfterFirstPaint>
                <Page params={hit.params} search={searchOf(view.path === active.path ? active.fullPath : view.fullPath)} setSearch={searchSetter(view.path)} />
              </AfterFirstPaint>
            </Suspense>
          </Activity>
        );
      })}
      <AfterFirstPaint>{children}</AfterFirstPaint>
    </>
  );
}
