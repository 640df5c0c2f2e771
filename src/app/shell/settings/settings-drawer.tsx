import type { ReactNode } from 'react';
import { CheckIcon, ColorSwatch, Divider, Drawer, Group, SegmentedControl, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LAYOUT_TYPES, MESSAGE_DURATION_MS, SIZES, THEME_COLORS, type LayoutType, type Size, type ThemeColorName } from '../../../shared/constants.ts';
import { LanguageSelect } from '../language-select.tsx';
import { StorageUse } from './storage-use.tsx';
import { settingsStore, type SettingKey, type Settings } from './settings-store.ts';
import { useSettings } from './use-settings.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  onLanguageSwitched: (lang: 'zh-CN' | 'zh-TW' | 'en') => void;
  /** Remembers the layout for the user's next sign-in (any device). */
  onLayoutChanged: (layout: LayoutType) => void;
}

type Toggle = Extract<SettingKey, 'tagsView' | 'tagsIcon' | 'showLanguage' | 'showSearch' | 'useCache' | 'fixedHeader' | 'sidebarLogo'>;
const TOGGLES: Toggle[] = ['tagsView', 'tagsIcon', 'showLanguage', 'showSearch', 'useCache', 'fixedHeader', 'sidebarLogo'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function SettingsDrawer({ opened, onClose, onLanguageSwitched, onLayoutChanged }: Props) {
  const { t } = useTranslation();
  const settings = useSettings();
  const set = (patch: Partial<Settings>) => settingsStore.set(patch);

  const setLayout = (layoutType: LayoutType) => {
    set({ layoutType });
    onLayoutChanged(layoutType);
  };
  const setSize = (size: Size) => {
    set({ size });
    notifications.show({ color: 'green', message: t('settings.sizeSwitched'), autoClose: MESSAGE_DURATION_MS });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={320} title={t('settings.title')}>
      <Stack gap="md">
        <Section title={t('settings.layout')}>
          <SegmentedControl
            fullWidth
            size="xs"
            value={settings.layoutType}
            onChange={setLayout}
            data={LAYOUT_TYPES.map((l) => ({ value: l, label: t(`settings.layouts.${l}`) }))}
          />
        </Section>
        <Section title={t('settings.sidebarTheme')}>
          <SegmentedControl
            fullWidth
            size="xs"
            value={settings.themeClass}
            onChange={(v) => set({ themeClass: v === 'lightWhite' ? 'lightWhite' : 'dark' })}
            data={[
              { value: 'dark', label: t('settings.dark') },
              { value: 'lightWhite', label: t('settings.light') },
            ]}
          />
        </Section>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="theme-colour-label">
            {t('settings.themeColor')}
          </Text>
          <Group gap={8} role="radiogroup" aria-labelledby="theme-colour-label">
            {(Object.keys(THEME_COLORS) as ThemeColorName[]).map((name) => (
              <Tooltip key={name} label={t(`settings.colors.${name}`)}>
                <ColorSwatch
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={settings.theme === name}
                  aria-label={t(`settings.colors.${name}`)}
                  color={THEME_COLORS[name]}
                  onClick={() => set({ theme: name })}
                  style={{ color: '#fff', cursor: 'pointer' }}
                >
                  {settings.theme === name && <CheckIcon size={12} />}
                </ColorSwatch>
              </Tooltip>
            ))}
          </Group>
        </Stack>
        <Section title={t('settings.size')}>
          <SegmentedControl
            fullWidth
            size="xs"
            value={settings.size}
            onChange={setSize}
            data={SIZES.map((s) => ({ value: s, label: t(`settings.sizes.${s}`) }))}
          />
        </Section>
        <Section title={t('settings.language')}>
          <LanguageSelect onSwitched={onLanguageSwitched} />
        </Section>
        <Divider />
        {TOGGLES.map((key) => (
          <Switch key={key} label={t(`settings.toggles.${key}`)} checked={settings[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />
        ))}
        <Divider />
        <StorageUse />
      </Stack>
    </Drawer>
  );
}
