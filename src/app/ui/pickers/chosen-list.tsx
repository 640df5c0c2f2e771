import { Button, CloseButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ChosenItem {
  id: string;
  label: string;
}

/** The right-hand list of a picker: what is chosen so far, each removable, and Clear. */
export function ChosenList({ items, onRemove, onClear, height }: { items: ChosenItem[]; onRemove: (id: string) => void; onClear: () => void; height: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('admin.picker.selected', { count: items.length })}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onClear} disabled={items.length === 0}>
          {t('admin.picker.clear')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={height} type="auto">
        {items.length === 0 ? (
          <Text size="sm" c="gray.7" py="xs">
            {t('admin.picker.nothingSelected')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.picker.selected', { count: items.length })}>
            {items.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs" py={2}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.label}
                </Text>
                <CloseButton size="sm" aria-label={t('admin.picker.remove', { name: item.label })} onClick={() => onRemove(item.id)} />
              </Group>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
