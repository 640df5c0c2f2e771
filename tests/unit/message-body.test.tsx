import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { MessageBody } from '../../src/app/features/messages/components/message-body.tsx';
import { i18n, switchLanguage } from '../../src/app/i18n.ts';

describe('message body', () => {
  it('renders stored HTML with scripts and event handlers harmless, and lists attachments to download', async () => {
    await switchLanguage('en');
    const bodyText =
      '<p>Hello <b>team</b></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>';
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <MessageBody
            info={{
              id: 'm1',
              type: 1,
              title: 'T',
              creatorUser: 'Admin',
              lastModifyTime: 0,
              isRead: '1',
              link: null,
              bodyText,
              files: [{ fileId: 'f1', name: 'plan.pdf', size: 2048 }],
              readTime: 0,
            }}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    const body = screen.getByTestId('message-body');
    expect(body.querySelector('b')?.textContent).toBe('team');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Download plan.pdf' })).toBeTruthy();
  });
});
