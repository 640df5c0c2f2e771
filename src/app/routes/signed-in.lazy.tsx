import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { setLanguageMutation, setLayoutMutation } from '../../shared/domain/sync-mutations.ts';
import { accountKindOfUser, isPathAllowed, LANDING_PATH } from '../../shared/domain/roles.ts';
import { recordAction } from '../offline/store.ts';
import { useSyncEngine } from '../offline/use-sync-engine.ts';
import { useSyncStatus } from '../offline/use-sync-status.ts';
import { useUploadRunner } from '../platform/uploads/use-upload-runner.ts';
import { ChatDrawer } from '../features/chat/components/chat-drawer.tsx';
import { RealtimeProvider } from '../platform/realtime/realtime.tsx';
import { MessageDrawer } from '../features/messages/components/message-drawer.tsx';
import { SyncIndicator } from '../shell/sync/sync-indicator.tsx';
import { useLockScreen, useLogout } from '../features/auth/mutations.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { pagePaths } from '../shell/guard-wiring.ts';
import { FullscreenToggle } from '../shell/fullscreen-toggle.tsx';
import { LanguageSelect } from '../shell/language-select.tsx';
import { useLastLoginNotice } from '../shell/last-login-notice.ts';
import { AppLayout } from '../shell/layout/app-layout.tsx';
import { RouteSearch } from '../shell/search/route-search.tsx';
import { useSettings } from '../shell/settings/use-settings.ts';
import { UserMenu } from '../shell/user-menu.tsx';
import { AfterCommit, AfterFirstPaint } from '../ui/after-first-paint.tsx';
import { menuItemAt } from '../../shared/domain/menu-routes.ts';
import { useTranslation } from 'react-i18next';
import type { Language, LayoutType } from '../../shared/constants.ts';
import { lazy, Suspense, useState } from 'react';
import { useLocalizedMenu } from '../shell/use-localized-menu.ts';

// Loaded when first opened: the page does not wait for the settings' controls.
const SettingsDrawer = lazy(async () => ({ default: (await import('../shell/settings/settings-drawer.tsx')).SettingsDrawer }));

/**
 * The signed-in frame, mounted in a render React slices between other work: the router's own update
 * that brings it in is synchronous, and the frame with its effects (sync, socket, queries) would
 * otherwise hold the main thread in one long task as the app opens.
 */
export function SignedInFrame() {
  return (
    <AfterFirstPaint>
      <SignedInLayout />
    </AfterFirstPaint>
  );
}

/** The signed-in frame: header, menus, tabs, drawers, sync and the realtime socket around the page. */
function SignedInLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const [settingsOpen, settingsDrawer] = useDisclosure(false);
  // Once opened, the drawer stays mounted, so it closes with its transition.
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const { data } = useSuspenseQuery(currentUserQuery());
  const logout = useLogout();
  const lock = useLockScreen();
  const { userInfo } = data;
  const menuList = useLocalizedMenu(data.menuList);
  useLastLoginNotice(userInfo);
  useSyncEngine(userInfo.userId);
  useUploadRunner(userInfo.userId);
  const { unsent } = useSyncStatus(userInfo.userId);
  // Layout and language reach the server as queued actions, so they also work offline.
  const saveLanguage = (language: Language) => void recordAction(userInfo.userId, setLanguageMutation, { language });
  const saveLayout = (theme: LayoutType) => void recordAction(userInfo.userId, setLayoutMutation, { theme });

  // Searchable: the user's menu pages, and the fixed pages they may open.
  const kind = accountKindOfUser(userInfo);
  const fixed = [
    { title: t('home.title'), path: '/home' },
    { title: t('profile.title'), path: '/profile' },
    { title: t('upload.mine.title'), path: '/profile/uploads' },
  ].filter((r) => isPathAllowed(kind, r.path) && !menuItemAt(menuList, r.path));
  // PO numbers are searched for those with a PO list in their menu; they open there.
  const poListPath = Object.values(LANDING_PATH).find((path) => menuItemAt(menuList, path));
  const routes = [...pagePaths(menuList).map((path) => ({ title: menuItemAt(menuList, path)?.fullName ?? path, path })), ...fixed];

  // The header's controls (tooltips, menus, drawers, their queries) mount after the frame and the page.
  const headerRight = (
    <AfterCommit>
      {settings.showSearch && <RouteSearch routes={routes} poListPath={poListPath} />}
      <SyncIndicator userId={userInfo.userId} />
      {/* On a phone the header has no room for it: the settings drawer switches the language there. */}
      {settings.showLanguage && (
        <Box visibleFrom="sm">
          <LanguageSelect onSwitched={saveLanguage} />
        </Box>
      )}
      {/* A phone has no room for it, and phone browsers mostly offer no full screen for a page. */}
      <Box visibleFrom="sm">
        <FullscreenToggle />
      </Box>
      <MessageDrawer userId={userInfo.userId} showCentreLink={isPathAllowed(kind, '/messageRecord')} />
      <ChatDrawer userId={userInfo.userId} />
      <UserMenu
        name={userInfo.realName}
        account={userInfo.account}
        headIcon={userInfo.headIcon}
        loggingOut={logout.isPending}
        unsent={unsent}
        onProfile={() => void navigate({ to: '/profile' })}
        onLock={() => lock.mutate(undefined, { onSuccess: () => void navigate({ to: '/lockScreen', replace: true }) })}
        onLogout={() => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login', replace: true }) })}
      />
    </AfterCommit>
  );

  return (
    <RealtimeProvider userId={userInfo.userId}>
      <AppLayout user={data} headerRight={headerRight} onOpenSettings={settingsDrawer.open}>
        <Outlet />
      </AppLayout>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer opened={settingsOpen} onClose={settingsDrawer.close} onLanguageSwitched={saveLanguage} onLayoutChanged={saveLayout} />
        </Suspense>
      )}
    </RealtimeProvider>
  );
}
