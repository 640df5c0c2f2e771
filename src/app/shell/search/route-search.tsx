import { lazy, Suspense } from 'react';
import { ActionIcon, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons.tsx';
import { useMountOnOpen } from '../../ui/mount-on-open.ts';
import type { SearchableRoute } from './route-index.ts';

interface Props {
  routes: readonly SearchableRoute[];
  /** The user's PO list: PO numbers typed open there. */
  poListPath?: string;
}

// The search and its fuzzy index (fuse.js) load when the dialog first opens, not with every page.
const SearchPanel = lazy(async () => ({ default: (await import('./search-panel.tsx')).SearchPanel }));

/** Header search: type part of a page's name (typos forgiven) or a PO number, arrows to choose, Enter to go. */
export function RouteSearch({ routes, poListPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const overlay = useMountOnOpen(opened);
  const go = (route: SearchableRoute) => {
    close();
    void navigate({ to: route.path, ...(route.search ? { search: route.search } : {}) });
  };
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t('shell.search')}>
        <SearchIcon size={18} />
      </ActionIcon>
      {overlay.mounted && (
        <Modal opened={overlay.opened} onClose={close} title={t('shell.search')} size="md">
          <Suspense fallback={<Loader size="sm" />}>
            <SearchPanel routes={routes} {...(poListPath ? { poListPath } : {})} onGo={go} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
