import { useState, type MouseEvent } from 'react';
import { ActionIcon, Group, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AfterCommit } from '../../ui/after-first-paint.tsx';
import { ScrollRow } from '../../ui/scroll-row.tsx';
import { CloseIcon, DotsIcon, HomeIcon } from '../icons.tsx';
import { HOME_PATH, type VisitedView } from './visited-views.ts';
import classes from './tab-strip.module.css';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface Props {
  views: readonly VisitedView[];
  activePath: string;
  showIcons: boolean;
  onSelect: (view: VisitedView) => void;
  onAction: (action: TabAction, view: VisitedView) => void;
}

/** The tab strip: click opens, middle-click or × closes, right-click (or ⋯) offers the rest. */
export function TabStrip({ views, activePath, showIcons, onSelect, onAction }: Props) {
  const { t } = useTranslation();
  const [menuFor, setMenuFor] = useState<VisitedView | null>(null);
  const active = views.find((v) => v.path === activePath) ?? null;
  const target = menuFor ?? active;

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    setMenuFor(view);
  };
  const act = (action: TabAction) => {
    if (target) onAction(action, target);
    setMenuFor(null);
  };

  return (
    <Group gap={0} wrap="nowrap" className={classes.strip} role="navigation" aria-label={t('tabs.label')}>
      <ScrollRow style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap" px="xs" py={4} role="tablist">
          {views.map((view) => {
            const isActive = view.path === activePath;
            const isHome = view.path === HOME_PATH;
            return (
              <div key={view.path} role="presentation" className={classes.tab} data-active={isActive || undefined} onContextMenu={(e) => openMenu(e, view)}>
                <UnstyledButton
                  role="tab"
                  aria-selected={isActive}
                  aria-label={view.title}
                  aria-keyshortcuts={view.affix ? undefined : 'Delete'}
                  className={classes.tabButton}
                  onClick={() => onSelect(view)}
                  onAuxClick={(e) => e.button === 1 && !view.affix && onAction('close', view)}
                  onKeyDown={(e) => e.key === 'Delete' && !view.affix && onAction('close', view)}
                >
                  {isHome ? <HomeIcon size={14} /> : showIcons && <span className={classes.dot} aria-hidden />}
                  {!isHome && <span>{view.title}</span>}
                </UnstyledButton>
                {!view.affix && (
                  // The × is for the mouse: the tab list holds only tabs (keyboards close with Delete,
                  // screen readers from the tab actions menu), so it is no button of its own.
                  <span aria-hidden title={t('tabs.closeTab', { title: view.title })} className={classes.close} onClick={() => onAction('close', view)}>
                    <CloseIcon size={12} />
                  </span>
                )}
              </div>
            );
          })}
        </Group>
      </ScrollRow>
      {/* Its target is measured (floating-ui) as it mounts: a render of its own, after the frame's. */}
      <AfterCommit>
        <Menu opened={menuFor !== null || undefined} onChange={(opened) => !opened && setMenuFor(null)} position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" mx={4} aria-label={t('tabs.actions')}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {target && <Menu.Label>{target.title}</Menu.Label>}
            <Menu.Item onClick={() => act('refresh')}>{t('tabs.refresh')}</Menu.Item>
            <Menu.Item onClick={() => act('close')} disabled={!target || target.affix}>
              {t('tabs.close')}
            </Menu.Item>
            <Menu.Item onClick={() => act('closeOthers')}>{t('tabs.closeOthers')}</Menu.Item>
            <Menu.Item onClick={() => act('closeAll')}>{t('tabs.closeAll')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AfterCommit>
    </Group>
  );
}
