import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileUploader, ImageUploader } from '../../src/app/ui/uploads/upload-widget.tsx';
import { i18n, switchLanguage } from '../../src/app/i18n.ts';
import { offlineDb } from '../../src/app/offline/store.ts';

const choose = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('upload-dropzone'), {
    dataTransfer: { files, types: ['Files'], items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })) },
  });
const wrap = (node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );

beforeEach(() => switchLanguage('zh-CN'));
afterEach(() => offlineDb.uploads.clear());

describe('upload widgets', () => {
  it('refuses more images than the limit with the spec’s wording, and queues nothing', async () => {
    wrap(<ImageUploader userId="u1" scope="avatar" limit={1} />);
    choose([new File(['a'], 'a.png'), new File(['b'], 'b.png')]);
    expect(await screen.findByText('当前限制最多可以上传1张图片')).toBeTruthy();
    expect(await offlineDb.uploads.count()).toBe(0);
  });

  it('names each refused file with its reason and queues the rest, with pause, resume and cancel by name', async () => {
    wrap(<FileUploader userId="u1" scope="annexes" purpose="annex" />);
    choose([new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf'), new File(['x'], 'a.pdf')]);
    expect(await screen.findByText('big.pdf: 文件大小超过5MB')).toBeTruthy();
    expect(await screen.findByText('a.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '暂停 a.pdf' }));
    expect(await screen.findByRole('button', { name: '继续 a.pdf' })).toBeTruthy();
    expect(screen.getByTestId('upload-row').getAttribute('data-status')).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: '取消 a.pdf' }));
    await expect.poll(() => screen.queryAllByTestId('upload-row').length).toBe(0);
  });
});
