import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/app/i18n.ts';
import { FilePreviewDialog } from '../../src/app/ui/file-preview/file-preview-dialog.tsx';

/** The preview dialog's answers to the server, with fetch standing in for it. */
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function open(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>
          <FilePreviewDialog file={{ name: 'plan.pptx', fileVersionId: 'f1', url: '/api/file/Download/annex/f1' }} onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onClose;
}

afterEach(() => vi.restoreAllMocks());

describe('the document preview dialog', () => {
  it('warns that the file does not exist and closes when the server finds none for the user', async () => {
    answer(404, { code: 400, msg: 'There is no such file among yours (f1).', data: null });
    const onClose = open();
    expect(await screen.findByText('The file does not exist')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why a type cannot be previewed on this server, under the spec title, and offers the download', async () => {
    const url = '/api/file/Download/annex/f1';
    answer(200, { code: 200, msg: 'OK', data: { kind: 'download', reason: 'noConverter', name: 'plan.pptx', url, downloadUrl: url } });
    const onClose = open();
    expect(await screen.findByText(/This server cannot preview pptx files: LibreOffice is not installed on it/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Document preview - plan.pptx' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download plan.pptx' })).toBeTruthy();
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onClose).toHaveBeenCalled();
  });
});
