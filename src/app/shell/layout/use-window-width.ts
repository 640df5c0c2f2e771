import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange, { passive: true });
  window.addEventListener('orientationchange', onChange, { passive: true });
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const widthNow = () => window.innerWidth;

/**
 * The window's width, read as the frame renders. Mantine's useViewportSize starts at 0 and learns the
 * width in an effect, which renders the whole signed-in frame a second time, in one task of its own.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, widthNow);
}
