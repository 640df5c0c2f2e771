import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE, COLLAPSED_MENU_MAX_WIDTH, SIDEBAR_WIDTH } from '../../../shared/constants.ts';
import type { CurrentUser, MenuItem } from '../../../shared/contracts/current-user.ts';
import { menuItemAt, menuPath } from '../../../shared/domain/menu-routes.ts';
import { accountKindOfUser } from '../../../shared/domain/roles.ts';
import { CachedPages, pageResolved, type FindKeptPage } from '../page-cache/cached-pages.tsx';
import { usePageTitle } from '../page-title.ts';
import { sidebarStore } from '../settings/settings-store.ts';
import { useSettings } from '../settings/use-settings.ts';
import { TabStrip } from '../tabs/tab-strip.tsx';
import { useVisitedViews } from '../tabs/use-visited-views.ts';
import { HOME_PATH } from '../tabs/visited-views.ts';
import { HeaderBar } from './header-bar.tsx';
import classes from './layout.module.css';
import { SideMenu } from './side-menu.tsx';
import { TopMenu } from './top-menu.tsx';
import { useMenuActivate } from './use-menu-activate.ts';
import { useWindowWidth } from './use-window-width.ts';
import { useLocalizedMenu } from '../use-localized-menu.ts';

/** Where the skip link lands: the page, before its first control. */
const MAIN_ID = 'main-content';
const COMPACT_WIDTH = 64;
const TABS_HEIGHT = 37;

interface Props {
  user: CurrentUser;
  /** Header items on the right: search, language, drawers, user menu. */
  headerRight: ReactNode;
  onOpenSettings: () => void;
  children: ReactNode;
}

/** The current page's title (its menu name, else its route's) and whether it may be kept alive. */
function useCurrentPage(menu: readonly MenuItem[], pathname: string): { title: string; noCache: boolean } {
  const { t } = useTranslation();
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const staticData = match?.staticData;
  // A route serving several pages (the administration areas) names the title its loader found.
  const loaded: unknown = match?.loaderData;
  const loadedKey = loaded && typeof loaded === 'object' && 'titleKey' in loaded && typeof loaded.titleKey === 'string' ? loaded.titleKey : undefined;
  const titleKey = staticData?.titleKey ?? loadedKey;
  return { title: menuItemAt(menu, pathname)?.fullName ?? (titleKey ? t(titleKey) : ''), noCache: staticData?.noCache ?? false };
}

function decodedOrAsIs(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Which routes keep their page alive: those declaring `staticData.keptPage`, matched by the router itself. */
function useKeptPages(): FindKeptPage {
  const router = useRouter();
  return useMemo<FindKeptPage>(
    () => (path) => {
      const [, raw, route] = router.getMatchedRoutes(path);
      const component = route?.options.staticData?.keptPage;
      // The router hands path params over as they stand in the path (a menu code may be percent-encoded).
      const params = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodedOrAsIs(value)]));
      return component ? { component, params } : undefined;
    },
    [router],
  );
}

/** The signed-in frame in the user's layout: classic, functional (top), blend or plain (icons). */
export function AppLayout({ user, headerRight, onOpenSettings, children }: Props) {
  const { t } = useTranslation();
  const settings = useSettings();
  const width = useWindowWidth();
  // Mobile when the page width minus 1 is under 992 (spec 000 §4.2).
  const isMobile = width > 0 && width - 1 < COLLAPSED_MENU_MAX_WIDTH;
  const [expanded, setExpanded] = useState(sidebarStore.isOpen());
  const [mobileOpen, mobile] = useDisclosure(false);
  const location = useRouterState({ select: (s) => s.location });
  // A kept-alive page mounts only once the guard and loaders have let its navigation through.
  const resolved = useRouterState({ select: pageResolved });
  const pathname = location.pathname;
  const activate = useMenuActivate(mobile.close);
  const menu = useLocalizedMenu(user.menuList);
  const { title, noCache } = useCurrentPage(menu, pathname);
  const findKeptPage = useKeptPages();
  usePageTitle(title);

  // The sidebar closes on navigation on a phone or tablet (not as the frame mounts: nothing is open,
  // and the state set would render the whole frame again).
  const closeMobile = mobile.close;
  const closedFor = useRef(pathname);
  useEffect(() => {
    if (closedFor.current === pathname) return;
    closedFor.current = pathname;
    closeMobile();
  }, [pathname, closeMobile]);

  const hasHome = accountKindOfUser(user.userInfo) === 'other';
  const initialViews = useMemo(
    () => (hasHome ? [{ path: HOME_PATH, fullPath: HOME_PATH, title: t('home.title'), affix: true, noCache: false }] : []),
    [hasHome, t],
  );
  const tabs = useVisitedViews(initialViews, { path: pathname, fullPath: location.href, title, noCache, resolved });
  // A menu page's tab reads as its menu does now, in the language just chosen too.
  const tabViews = useMemo(() => tabs.views.map((v) => ({ ...v, title: menuItemAt(menu, v.path)?.fullName ?? v.title })), [tabs.views, menu]);

  const layout = settings.layoutType;
  const directories = menu.filter((m) => m.type === MENU_TYPE.directory);
  const [blendPick, setBlendPick] = useState<string | undefined>(undefined);
  // A picked top entry holds until the user goes somewhere; then the left menu follows the page.
  const [pickedAt, setPickedAt] = useState(pathname);
  if (pickedAt !== pathname) {
    setPickedAt(pathname);
    setBlendPick(undefined);
  }
  const blendDirectory =
    directories.find((d) => d.id === blendPick) ?? directories.find((d) => d.children.some((c) => menuPath(c) === pathname)) ?? directories[0];

  const hasNavbar = isMobile || layout !== 'functional';
  const compact = !isMobile && (layout === 'plain' || ((layout === 'classic' || layout === 'blend') && !expanded));
  const navItems = !isMobile && layout === 'blend' ? (blendDirectory?.children ?? []) : menu;
  const toggleCollapse = layout === 'classic' || layout === 'blend' ? () => setExpanded((e) => (sidebarStore.setOpen(!e), !e)) : undefined;
  const headerHeight = 56 + (settings.tagsView ? TABS_HEIGHT : 0);

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{
        width: compact ? COMPACT_WIDTH : SIDEBAR_WIDTH,
        // One px above 992, so that "width - 1 < 992" is mobile, as in the rule above.
        breakpoint: `${COLLAPSED_MENU_MAX_WIDTH + 1}px`,
        collapsed: { mobile: !mobileOpen, desktop: !hasNavbar },
      }}
      padding="md"
      data-layout={layout}
    >
      {/* The first tab stop: past the header, the tabs and the menu (dozens of stops) straight to the page. */}
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('home.skipToContent')}
      </a>
      <AppShell.Header pos={settings.fixedHeader ? 'fixed' : 'absolute'}>
        <HeaderBar
          sysConfig={user.sysConfigInfo}
          showLogo={settings.sidebarLogo}
          isMobile={isMobile}
          mobileOpen={mobileOpen}
          onToggleMobile={mobile.toggle}
          onToggleCollapse={toggleCollapse}
          center={
            layout === 'functional' || layout === 'blend' ? (
              <TopMenu
                items={layout === 'blend' ? menu : menu}
                activePath={pathname}
                onActivate={activate}
                selectedId={layout === 'blend' ? blendDirectory?.id : undefined}
                {...(layout === 'blend' ? { onSelectDirectory: (d: MenuItem) => setBlendPick(d.id) } : {})}
              />
            ) : undefined
          }
          right={headerRight}
          onOpenSettings={onOpenSettings}
        />
        {settings.tagsView && (
          <TabStrip views={tabViews} activePath={pathname} showIcons={settings.tagsIcon} onSelect={tabs.onSelect} onAction={tabs.onAction} />
        )}
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} data-theme={settings.themeClass} p={compact ? 0 : 'xs'} aria-label={t('home.menu')} component="nav">
        <AppShell.Section grow className={classes.navScroll}>
          <SideMenu items={navItems} activePath={pathname} onActivate={activate} compact={compact} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <CachedPages
          findPage={findKeptPage}
          views={tabs.views}
          refreshes={tabs.refreshes}
          active={{ path: pathname, fullPath: location.href, resolved }}
          enabled={settings.useCache}
        >
          {children}
        </CachedPages>
      </AppShell.Main>
    </AppShell>
  );
}
