import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../src/shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../src/shared/constants.ts';
import { SideMenu } from '../../src/app/shell/layout/side-menu.tsx';

const entry = (id: string, fullName: string, urlAddress: string, children: MenuItem[] = []): MenuItem => ({
  id,
  parentId: null,
  fullName,
  fullNameI18n: null,
  enCode: id,
  icon: '',
  type: children.length ? MENU_TYPE.directory : MENU_TYPE.page,
  urlAddress,
  linkTarget: '_self',
  category: 'Web',
  propertyJson: '{}',
  sortCode: 0,
  hidden: false,
  hasChildren: children.length > 0,
  children,
});

const MENU = [
  entry('po', 'PO List', 'materialTracking/vendor/index'),
  entry('system', 'System', '', [entry('users', 'Users', 'permission/user'), entry('logs', 'System Logs', 'system/log')]),
];

function renderMenu(onActivate = vi.fn()) {
  render(
    <MantineProvider env="test">
      <SideMenu items={MENU} activePath="/materialTracking/vendor/index" onActivate={onActivate} compact={false} />
    </MantineProvider>,
  );
  return onActivate;
}

describe('the side menu by keyboard', () => {
  it('a directory is a button that says whether it is open; opening it (a click, or Enter as on any button) shows its pages', async () => {
    renderMenu();
    const system = screen.getByRole('button', { name: 'System' });
    expect(system.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    fireEvent.click(system);
    expect(system.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PO List' }).getAttribute('aria-current')).toBe('page');
  });

  it('up and down move between the entries shown, Home and End to the ends', async () => {
    const onActivate = renderMenu();
    const po = screen.getByRole('link', { name: 'PO List' });
    po.focus();
    fireEvent.keyDown(po, { key: 'ArrowDown' });
    const system = screen.getByRole('button', { name: 'System' });
    expect(document.activeElement).toBe(system);
    // Closed, its pages are skipped: down wraps to the first entry.
    fireEvent.keyDown(system, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(po);
    fireEvent.click(system);
    const logs = await screen.findByRole('link', { name: 'System Logs' });
    fireEvent.keyDown(po, { key: 'End' });
    expect(document.activeElement).toBe(logs);
    fireEvent.keyDown(logs, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Users' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(po);
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'users' }));
  });
});
