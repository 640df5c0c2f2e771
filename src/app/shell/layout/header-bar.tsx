import type { ReactNode } from 'react';
import { ActionIcon, Burger, Group, Image, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SysConfigInfo } from '../../../shared/contracts/auth.ts';
import { CollapseIcon, SettingsIcon } from '../icons.tsx';
import classes from './layout.module.css';

interface Props {
  sysConfig: SysConfigInfo;
  showLogo: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  onToggleMobile: () => void;
  /** Desktop collapse toggle; absent when the layout has no collapsible sidebar. */
  onToggleCollapse?: (() => void) | undefined;
  /** The middle of the bar: the top menu in the functional and blend layouts. */
  center?: ReactNode;
  /** Right side: search, language, drawers, user menu. */
  right: ReactNode;
  onOpenSettings: () => void;
}

export function Logo({ sysConfig }: { sysConfig: SysConfigInfo }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('product.name')} className={classes.logo}>
      {sysConfig.logoIcon && <Image src={sysConfig.logoIcon} alt="" w={28} h={28} />}
      <Text fw={700} visibleFrom="sm">
        {sysConfig.sysName}
      </Text>
    </Link>
  );
}

export function HeaderBar({ sysConfig, showLogo, isMobile, mobileOpen, onToggleMobile, onToggleCollapse, center, right, onOpenSettings }: Props) {
  const { t } = useTranslation();
  return (
    <Group h={56} px="md" gap="sm" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: center ? 1 : undefined }}>
        {isMobile ? (
          <Burger opened={mobileOpen} onClick={onToggleMobile} size="sm" aria-label={t('shell.openMenu')} />
        ) : (
          onToggleCollapse && (
            <ActionIcon variant="subtle" color="gray" onClick={onToggleCollapse} aria-label={t('shell.collapse')}>
              <CollapseIcon size={18} />
            </ActionIcon>
          )
        )}
        {showLogo && <Logo sysConfig={sysConfig} />}
        {!isMobile && center}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {right}
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onOpenSettings} aria-label={t('shell.settings')}>
          <SettingsIcon size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
