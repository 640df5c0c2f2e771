import { Activity, memo, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Center, Loader } from '@mantine/core';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import type { VisitedView } from '../tabs/visited-views.ts';
import { sameProps } from '../../ui/same-props.ts';
import { addressOf } from '../../platform/search-state.ts';

/** What a kept-alive page gets instead of reading the router: its own path's params and query. */
export interface CachedPageProps {
  params: Record<string, string>;
  search: Record<string, string>;
  /** Replaces the page's query in the address (no new history entry), while the page is the one shown. */
  setSearch: (next: Record<string, string>) => void;
}

/**
 * Whether the router has finished the navigation to the page shown (guard passed, loaders done). A
 * change of the query alone (a list's page or filter) leaves the page shown: hiding it while the
 * loaders run would tear down and set up again every effect on it, a long task for each click.
 */
export const pageResolved = (state: { location: { pathname: string }; resolvedLocation?: { pathname: string } }) =>
  state.resolvedLocation?.pathname === state.location.pathname;

/** The kept-alive page living at a path, with that path's params; undefined when the path's page is not kept. */
export type FindKeptPage = (path: string) => { component: ComponentType<CachedPageProps>; params: Record<string, string> } | undefined;

const queryOf = (fullPath: string) => (fullPath.includes('?') ? fullPath.slice(fullPath.indexOf('?') + 1) : '');

interface KeptPageProps {
  page: ComponentType<CachedPageProps>;
  params: Record<string, string>;
  query: string;
  setSearch: (next: Record<string, string>) => void;
}

/**
 * A kept page renders again only when its own address or setter changed: the frame around it renders
 * for every step of every navigation (a list's page change is three or four), and a page with its
 * filters, actions and table rendered again on each was a long task.
 */
export const KeptPage = memo(function KeptPage({ page: Page, params, query, setSearch }: KeptPageProps) {
  const search = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);
  return <Page params={params} search={search} setSearch={setSearch} />;
}, sameProps);

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
  // Open tabs stay mounted (the active one too while its navigation is pending, so it is never
  // dropped and remounted on the way back); the active page joins once its navigation resolved.
  const kept = views.filter((v) => (enabled && !v.noCache) || v.path === active.path);
  const joining = active.resolved && !kept.some((v) => v.path === active.path) ? [{ path: active.path, fullPath: active.fullPath }] : [];
  const instances = [...kept, ...joining]
    .map((v) => ({ view: v, hit: findPage(v.path) }))
    .filter((x): x is { view: { path: string; fullPath: string }; hit: NonNullable<ReturnType<FindKeptPage>> } => x.hit !== undefined);
  // One setter a page while the same page is shown (a new setter renders the page again).
  const activePath = active.path;
  const pathsKey = instances.map((i) => i.view.path).join('\n');
  const setters = useMemo(
    () =>
      new Map(
        pathsKey.split('\n').map((path) => [
          path,
          (next: Record<string, string>) => {
            if (path === activePath) void navigate({ href: addressOf(path, next), replace: true });
          },
        ]),
      ),
    [pathsKey, activePath, navigate],
  );
  return (
    <>
      {instances.map(({ view, hit }) => (
        <Activity key={`${view.path}#${refreshes[view.path] ?? 0}`} mode={view.path === active.path && active.resolved ? 'visible' : 'hidden'}>
          <Suspense
            fallback={
              <Center h={200}>
                <Loader size="sm" />
              </Center>
            }
          >
            <AfterFirstPaint>
              <KeptPage
                page={hit.component}
                params={hit.params}
                query={queryOf(view.path === active.path ? active.fullPath : view.fullPath)}
                setSearch={setters.get(view.path)!}
              />
            </AfterFirstPaint>
          </Suspense>
        </Activity>
      ))}
      <AfterFirstPaint>{children}</AfterFirstPaint>
    </>
  );
}
