import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** Whether what the buttons act on is read: until then a click waits instead of acting on old data. */
  ready: boolean;
  children: ReactNode;
}

/**
 * Holds a click on a button inside until `ready`, then clicks it again, so its handler runs with what
 * the screen now shows. A list's chosen rows are read from the device store after each tick; a quick
 * user (or a slow device) clicks an action before that read is back, and the action must neither act on
 * the previous choice nor say "choose an item" about the one just ticked. Only the last click waits.
 */
export function HoldClicks({ ready, children }: Props) {
  const held = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const button = held.current;
    if (!ready || !button) return;
    held.current = null;
    // The handlers are this render's by now: React commits before it runs effects.
    if (button.isConnected && !button.disabled) button.click();
  }, [ready]);
  const hold = (event: MouseEvent<HTMLDivElement>) => {
    if (ready || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !event.currentTarget.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.current = button;
  };
  return (
    <div style={{ display: 'contents' }} onClickCapture={hold}>
      {children}
    </div>
  );
}
