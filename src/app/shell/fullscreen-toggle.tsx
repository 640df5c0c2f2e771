import { ActionIcon, Tooltip } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ExitFullscreenIcon, FullscreenIcon } from './icons.tsx';
import { notifyWarning } from '../platform/notify.ts';

function onFullscreenChange(changed: () => void): () => void {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
}
const isFullscreen = () => document.fullscreenElement !== null;

/**
 * The header's full-screen toggle (spec 001 §2): the whole page enters or leaves full screen. Its
 * state is the document's, read again on every fullscreenchange, so leaving with Esc (or by the
 * browser) turns it back.
 */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const fullscreen = useSyncExternalStore(onFullscreenChange, isFullscreen);
  // The label says what a press does, so the button needs no pressed state besides.
  const label = t(fullscreen ? 'shell.exitFullscreen' : 'shell.fullscreen');
  const unsupported = () => notifyWarning(t('shell.fullscreenUnsupported'));
  const onClick = () => {
    // Off on an iPhone, inside a frame not allowed full screen, or by the browser's policy.
    if (!document.fullscreenEnabled) return unsupported();
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(unsupported);
  };
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClick} aria-label={label} data-testid="fullscreen-toggle">
        {fullscreen ? <ExitFullscreenIcon size={18} /> : <FullscreenIcon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
