import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../offline/db.ts';
import { actionName, subjectNames } from './refusal-words.ts';

/**
 * Raises a notice when the server refuses actions: it names the action and the rows (PO and item)
 * and offers the attention panel. A small red number on the badge was the only signal before, and
 * the row reverted silently. Refusals still unresolved when the app starts are told once as well.
 */
export function useRefusalNotices(rejected: readonly OutboxEntry[], onReview: () => void): void {
  const { t } = useTranslation();
  const told = useRef(new Set<number>());
  useEffect(() => {
    const fresh = rejected.filter((entry) => entry.seq !== undefined && !told.current.has(entry.seq));
    const [first] = fresh;
    if (!first) return;
    for (const entry of fresh) told.current.add(entry.seq!);
    const id = `sync-refused-${first.seq}`;
    const subjects = subjectNames(
      t,
      fresh.flatMap((entry) => entry.subjects ?? []),
    );
    const reason = fresh.length === 1 ? (first.error?.msg ?? t('sync.refusedNoReason')) : '';
    const review = () => {
      notifications.hide(id);
      onReview();
    };
    notifications.show({
      id,
      color: 'red',
      autoClose: false,
      title: fresh.length === 1 ? t('sync.notice.single', { action: actionName(t, first) }) : t('sync.notice.many', { count: fresh.length }),
      message: (
        <Stack gap={6} data-testid="refusal-notice">
          {subjects && <Text size="sm">{reason ? t('sync.notice.about', { subjects, reason }) : subjects}</Text>}
          {!subjects && reason && <Text size="sm">{reason}</Text>}
          <Text size="sm">{t('sync.notice.next')}</Text>
          <Button size="xs" variant="default" onClick={review} style={{ alignSelf: 'flex-start' }}>
            {t('sync.notice.review')}
          </Button>
        </Stack>
      ),
    });
  }, [rejected, onReview, t]);
}
