import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { MenuItem } from '../../../shared/contracts/current-user.ts';
import { menuTarget } from '../../../shared/domain/menu-routes.ts';
import { tokenStore } from '../../api/token.ts';

/** Host of the data-visualisation views; same origin unless the deployment serves them elsewhere. */
const VISUALISATION_HOST = '';

/** Activating a menu entry: navigate in the app, or open a new window for views and _blank links. */
export function useMenuActivate(onDone?: () => void): (item: MenuItem) => void {
  const navigate = useNavigate();
  // The same function while its inputs hold: the memoised side menu gets it.
  return useCallback(
    (item: MenuItem) => {
      const target = menuTarget(item, tokenStore.get() ?? '', VISUALISATION_HOST);
      if (target.kind === 'window') window.open(target.url, '_blank', 'noopener,noreferrer');
      else void navigate({ to: target.to });
      onDone?.();
    },
    [navigate, onDone],
  );
}
