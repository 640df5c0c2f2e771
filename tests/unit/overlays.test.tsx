import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Drawer, MantineProvider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { useMountOnOpen } from '../../src/app/ui/mount-on-open.ts';

function Panel() {
  const [opened, panel] = useDisclosure(false);
  const overlay = useMountOnOpen(opened);
  return (
    <MantineProvider>
      <Button onClick={panel.open}>Open panel</Button>
      {overlay.mounted && (
        <Drawer opened={overlay.opened} onClose={panel.close} title="Panel" transitionProps={{ duration: 0 }}>
          <Button>Inside</Button>
        </Drawer>
      )}
    </MantineProvider>
  );
}

describe('a drawer that mounts when first opened', () => {
  it('is not in the page until opened, opens on the first click and gives focus back when closed', async () => {
    render(<Panel />);
    expect(document.querySelectorAll('[data-portal]')).toHaveLength(0);
    const trigger = screen.getByRole('button', { name: 'Open panel' });
    trigger.focus();
    act(() => trigger.click());
    const dialog = await screen.findByRole('dialog', { name: 'Panel' });
    expect(dialog.textContent).toContain('Inside');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    // Mounted once, it opens again at once.
    act(() => trigger.click());
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();
  });
});
