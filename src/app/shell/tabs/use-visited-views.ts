import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { TabAction } from './tab-strip.tsx';
import { addView, closeAll, closeOthers, closeView, type ViewsChange, type VisitedView } from './visited-views.ts';

interface Current {
  path: string;
  fullPath: string;
  title: string;
  noCache: boolean;
  /** The router has finished navigating here (a redirect on the way would otherwise leave a tab). */
  resolved: boolean;
}

/** Keeps the tab strip in step with navigation and carries out its actions. */
export function useVisitedViews(initial: VisitedView[], current: Current) {
  const navigate = useNavigate();
  const [views, setViews] = useState<VisitedView[]>(initial);
  const { path, fullPath, title, noCache, resolved } = current;
  // Times each page was refreshed from its tab: part of a kept-alive page's identity, so it remounts.
  const [refreshes, setRefreshes] = useState<Readonly<Record<string, number>>>({});

  // A new page (or title) is added while rendering, React's way to derive state from changing input.
  const key = `${fullPath}\u0000${title}\u0000${String(resolved)}`;
  const [seen, setSeen] = useState('');
  if (seen !== key) {
    setSeen(key);
    if (title && resolved && !path.startsWith('/redirect/')) setViews((v) => addView(v, { path, fullPath, title, noCache, affix: false }));
  }

  const apply = (change: ViewsChange) => {
    setViews(change.views);
    if (change.navigateTo) void navigate({ href: change.navigateTo });
  };

  const onAction = (action: TabAction, view: VisitedView) => {
    if (action === 'refresh') {
      setRefreshes((r) => ({ ...r, [view.path]: (r[view.path] ?? 0) + 1 }));
      void navigate({ href: `/redirect${view.fullPath}`, replace: true });
    } else if (action === 'close') apply(closeView(views, view.path, path));
    else if (action === 'closeOthers') apply(closeOthers(views, view.path, path));
    else apply(closeAll(views, path));
  };

  return { views, refreshes, onAction, onSelect: (view: VisitedView) => void navigate({ href: view.fullPath }) };
}
