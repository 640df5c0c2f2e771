/**
 * Visited views (the tab strip), spec 000 §2.5 and §4.2, as pure functions over a list:
 * a view is added when its path is absent; at 8 the second is dropped (the first is home);
 * affix views survive close-others and close-all; closing the active view goes to the last one left,
 * or to the root when none is.
 */
export const VISITED_VIEW_CAP = 8;
export const HOME_PATH = '/home';

export interface VisitedView {
  path: string;
  /** Path with query, what the tab navigates back to. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

export interface ViewsChange {
  views: VisitedView[];
  /** Where to go when the active view was closed. */
  navigateTo?: string;
}

export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index >= 0) {
    // Already open: keep its place, remember the latest query and title.
    const current = views[index]!;
    if (current.fullPath === view.fullPath && current.title === view.title) return [...views];
    return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath, title: view.title } : v));
  }
  const next = [...views];
  if (next.length >= VISITED_VIEW_CAP) {
    const dropAt = next.findIndex((v, i) => i >= 1 && !v.affix);
    if (dropAt >= 0) next.splice(dropAt, 1);
  }
  next.push(view);
  return next;
}

function afterClosing(remaining: VisitedView[], closedActive: boolean): ViewsChange {
  if (!closedActive) return { views: remaining };
  const last = remaining[remaining.length - 1];
  return { views: remaining, navigateTo: last ? last.fullPath : '/' };
}

export function closeView(views: readonly VisitedView[], path: string, activePath: string): ViewsChange {
  const target = views.find((v) => v.path === path);
  if (!target || target.affix) return { views: [...views] };
  return afterClosing(
    views.filter((v) => v.path !== path),
    path === activePath,
  );
}

export function closeOthers(views: readonly VisitedView[], path: string, activePath: string): ViewsChange {
  const remaining = views.filter((v) => v.affix || v.path === path);
  const activeKept = remaining.some((v) => v.path === activePath);
  return activeKept ? { views: remaining } : { views: remaining, navigateTo: views.find((v) => v.path === path)?.fullPath ?? '/' };
}

export function closeAll(views: readonly VisitedView[], activePath: string): ViewsChange {
  const remaining = views.filter((v) => v.affix);
  return afterClosing(remaining, !remaining.some((v) => v.path === activePath));
}
