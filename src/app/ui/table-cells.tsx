import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './table-cells.module.css';

/*
 * The pieces a list's cells are made of, as plain elements: a page shows hundreds of cells, and a
 * component of the UI library each (its props, theme and styles resolved on every render, its
 * variables written on each element) made the rows most of the page's work.
 */

/** A button that reads as a link (the PO number that opens its panel). */
export function CellLink({ children, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button type="button" className={classes.link} {...props}>
      {children}
    </button>
  );
}

/** Things side by side on one line, such as a number with its mark. */
export function CellLine({ children }: { children: ReactNode }) {
  return <span className={classes.line}>{children}</span>;
}

/** A second, dimmed line under the value, cut with an ellipsis. */
export function CellNote({ children }: { children: ReactNode }) {
  return <span className={classes.note}>{children}</span>;
}

/** Longer words in small type, at most two lines. */
export function CellClamp({ children }: { children: ReactNode }) {
  return <span className={classes.clamp}>{children}</span>;
}
