import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { TabAction } from './tab-strip.tsx';
import { addView, closeAll, closeOthers, closeView, type ViewsChange, type VisitedView } from './visited-views.ts';

interface Current {
  path: string;
  fullPath: string;
  title: string;
  noCache: boolean;
}

/** Keeps the tab strip in step with navigation and carries out its actions. */
export function useVisitedViews(initial: VisitedView[], current: Current) {
  const navigate = useNavigate();
  const [views, setViews] = useState<VisitedView[]>(initial);
  const { path, fullPath, title, noCache } = current;

  // A new page (or title) is added while rendering, React's way to derive state from changing input.
  const key = `${fullPath}\u0000${title}`;
  const [seen, setSeen] = useState('');
  if (seen !== key) {
    setSeen(key);
    if (title) setViews((v) => addView(v, { path, fullPath, title, noCache, affix: false }));
  }

  const apply = (change: ViewsChange) => {
    setViews(change.views);
    if (change.navigateTo) void navigate({ href: change.navigateTo });
  };

  const onAction = (action: TabAction, view: VisitedView) => {
    if (action === 'refresh') void navigate({ href: `/redirect${view.fullPath}`, replace: true });
    else if (action === 'close') apply(closeView(views, view.path, path));
    else if (action === 'closeOthers') apply(closeOthers(views, view.path, path));
    else apply(closeAll(views, path));
  };

  return { views, onAction, onSelect: (view: VisitedView) => void navigate({ href: view.fullPath }) };
}
