import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A labelled loader for a part of the screen on its way: a page, or a part loaded on first use. */
export function Loading({ h }: { h?: number }) {
  const { t } = useTranslation();
  return (
    <Center h={h} py={h === undefined ? 'md' : undefined}>
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}

/**
 * A dialog's place while its code arrives: dialogs load on first use (they are not part of the page's
 * first load), and on a slow line the user should see that the click took.
 */
export function DialogLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('common.loading')} centered>
      <Loading />
    </Modal>
  );
}
