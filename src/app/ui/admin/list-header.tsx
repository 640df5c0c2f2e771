import { Button, Group, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../platform/permitted.tsx';

interface Props {
  title: string;
  keyword: string;
  onKeyword: (value: string) => void;
  /** Opens the add dialog; shown only with the page's Add button (and not at all without a handler). */
  onAdd?: (() => void) | undefined;
  /** Filters shown before the search (an organisation tree, …). */
  children?: ReactNode;
}

/** The head of an administration list: its title, then its filters, a search and Add (btn_add). */
export function ListHeader({ title, keyword, onKeyword, onAdd, children }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" align="flex-end">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        {children}
        <TextInput
          aria-label={t('admin.common.search')}
          placeholder={t('admin.common.searchHint')}
          value={keyword}
          onChange={(e) => onKeyword(e.currentTarget.value)}
          w={220}
        />
        {onAdd && (
          <Permitted code="btn_add">
            <Button onClick={onAdd}>{t('admin.common.add')}</Button>
          </Permitted>
        )}
      </Group>
    </Group>
  );
}
