import type { KeyboardEvent } from 'react';

/**
 * Enter on a tree item chooses it: Mantine's Tree walks with the arrows and opens with Space, but
 * leaves Enter to the caller (the item is the focused `[role=treeitem]`, its id in `data-value`).
 */
export function chooseOnEnter(choose: (id: string) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).closest('[role=treeitem]')?.getAttribute('data-value');
    if (event.key === 'Enter' && id) {
      event.preventDefault();
      choose(id);
    }
  };
}
