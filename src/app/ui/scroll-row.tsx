import type { CSSProperties, ReactNode } from 'react';
import classes from './scroll-row.module.css';

/**
 * A row wider than the screen that scrolls sideways, its scrollbar hidden: the browser's own
 * scrolling. Mantine's ScrollArea draws its bars from state set while it mounts, so the frame or list
 * it sits in renders a second time, synchronously, in the task that mounts it.
 */
export function ScrollRow({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className={classes.row} style={style}>
      {children}
    </div>
  );
}
