import { Fragment } from 'react';
import { Group, Menu, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../shared/contracts/current-user.ts';
import { MENU_TYPE, TOP_MENU_ITEM_WIDTH } from '../../../shared/constants.ts';
import { fitTopMenu, menuContains } from '../../../shared/domain/menu-routes.ts';
import classes from './layout.module.css';
import { MenuChildren } from './menu-children.tsx';

interface Props {
  items: readonly MenuItem[];
  activePath: string;
  onActivate: (item: MenuItem) => void;
  /** blend: a directory selects the left menu instead of opening a dropdown. */
  selectedId?: string | undefined;
  onSelectDirectory?: (item: MenuItem) => void;
}

function Entry({ item, activePath, onActivate, selectedId, onSelectDirectory }: Omit<Props, 'items'> & { item: MenuItem }) {
  const active = selectedId ? selectedId === item.id : menuContains(item, activePath);
  if (item.type === MENU_TYPE.directory && !onSelectDirectory) {
    return (
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.topItem} data-active={active || undefined}>
            {item.fullName}
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <MenuChildren item={item} onActivate={onActivate} />
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <UnstyledButton
      className={classes.topItem}
      data-active={active || undefined}
      onClick={() => (item.type === MENU_TYPE.directory ? onSelectDirectory?.(item) : onActivate(item))}
    >
      {item.fullName}
    </UnstyledButton>
  );
}

/** Top navigation: as many entries as fit at 116 px each; the rest under the virtual 'more ...' entry. */
export function TopMenu(props: Props) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const { visible, more } = fitTopMenu(
    props.items.filter((i) => !i.hidden),
    width || TOP_MENU_ITEM_WIDTH * 8,
    TOP_MENU_ITEM_WIDTH,
  );
  return (
    <Group ref={ref} gap={0} wrap="nowrap" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }} component="nav" aria-label={t('home.menu')}>
      {visible.map((item) => (
        <Entry key={item.id} item={item} {...props} />
      ))}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.topItem}>{t('shell.more')}</UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) =>
              item.type === MENU_TYPE.directory ? (
                <Fragment key={item.id}>
                  <Menu.Label>{item.fullName}</Menu.Label>
                  <MenuChildren item={item} onActivate={props.onActivate} />
                </Fragment>
              ) : (
                <Menu.Item key={item.id} onClick={() => props.onActivate(item)}>
                  {item.fullName}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
