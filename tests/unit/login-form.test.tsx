import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../src/app/features/auth/components/login-form.tsx';
import { i18n, switchLanguage } from '../../src/app/i18n.ts';

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <LoginForm onSignedIn={onSignedIn} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onSignedIn;
}

describe('login form', () => {
  it('names the empty fields in the user language and sends nothing', async () => {
    await switchLanguage('zh-CN');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onSignedIn = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
