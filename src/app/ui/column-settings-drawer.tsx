import { Button, Checkbox, Drawer, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../platform/notify.ts';
import { COLUMN_WIDTH, saveColumnSettings, type ColumnSetting, type ColumnStore } from './column-settings.ts';
import { saveToServer } from './column-sync.ts';

export interface ColumnSettingsProps {
  titles: Map<string, string>;
  settings: ColumnSetting[];
  storageKey: string;
  store: ColumnStore;
  onChange: (settings: ColumnSetting[]) => void;
  /** The module key under which a save also goes to the server (column-sync.ts); absent, it stays on the device. */
  serverModuleId?: string | undefined;
}

interface Props extends ColumnSettingsProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The list-column settings drawer (spec 001): show/hide, width 80–300, pin left or right. It starts
 * from the saved settings each time it opens; a refused save keeps the drawer open on the last good ones.
 */
export function ColumnSettingsDrawer({ titles, settings, storageKey, store, onChange, serverModuleId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setDraft(settings);
  }
  const update = (key: string, change: Partial<ColumnSetting>) => setDraft((d) => d.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const save = () => {
    const result = saveColumnSettings(store, storageKey, settings, draft);
    onChange(result.settings);
    if (!result.ok) {
      notifyError(t(result.messageKey));
      setDraft(result.settings);
      return;
    }
    // Kept on the device already; the server's copy follows now, or once the device is back online.
    if (serverModuleId) void saveToServer({ queryClient, storageKey, moduleId: serverModuleId }, Date.now());
    onClose();
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('ui.columns.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('ui.columns.hint', { min: COLUMN_WIDTH.min, max: COLUMN_WIDTH.max })}
        </Text>
        <Table>
          <Table.Tbody>
            {draft.map((s) => (
              <Table.Tr key={s.key}>
                <Table.Td>
                  <Checkbox label={titles.get(s.key) ?? s.key} checked={s.visible} onChange={(e) => update(s.key, { visible: e.currentTarget.checked })} />
                </Table.Td>
                <Table.Td w={100}>
                  <NumberInput
                    size="xs"
                    aria-label={t('ui.columns.width', { column: titles.get(s.key) ?? s.key })}
                    min={COLUMN_WIDTH.min}
                    max={COLUMN_WIDTH.max}
                    value={s.width || ''}
                    onChange={(v) => update(s.key, { width: typeof v === 'number' ? v : 0 })}
                  />
                </Table.Td>
                <Table.Td w={110}>
                  <Select
                    size="xs"
                    aria-label={t('ui.columns.fixed', { column: titles.get(s.key) ?? s.key })}
                    data={[
                      { value: 'none', label: t('ui.columns.fixedNone') },
                      { value: 'left', label: t('ui.columns.fixedLeft') },
                      { value: 'right', label: t('ui.columns.fixedRight') },
                    ]}
                    value={s.fixed ?? 'none'}
                    onChange={(v) => update(s.key, { fixed: v === 'left' || v === 'right' ? v : null })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={save}>{t('ui.columns.save')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
