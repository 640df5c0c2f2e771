import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_CATEGORIES, type BatchCategory } from '../../../../shared/domain/po/batch-categories.ts';

interface Props {
  category: BatchCategory;
  onCategory: (category: BatchCategory) => void;
  /** The file widget for the chosen category (the route brings it). */
  uploader: ReactNode;
  templates: ReactNode;
}

/** Choose the kind of batch, drop the workbook; the dry run opens when the server has read it. */
export function BatchUpload({ category, onCategory, uploader, templates }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('po.batch.page.category')}
          value={category}
          onChange={(value) => onCategory(BATCH_CATEGORIES.find((c) => c === value) ?? 'poUpload')}
          data={BATCH_CATEGORIES.map((c) => ({ value: c, label: t(`po.batch.category.${c}`) }))}
        />
        {templates}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`po.batch.page.hint.${category}`)}
      </Text>
      {uploader}
    </Stack>
  );
}
