import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { endsSession, onScreenLocked, onSessionEnded } from './api/client.ts';
import { checkVersion } from './version-check.ts';
import { i18n } from './i18n.ts';
import { forgetAnswers } from './offline/answers.ts';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { UpdateBanner } from './pwa/update-banner.tsx';
import { createAppRouter } from './router.tsx';
import { NotificationHost } from './shell/notification-host.tsx';
import { notifyError } from './platform/notify.ts';
import { rememberSignedOutReason } from './platform/signed-out-reason.ts';
import { followOtherTabs } from './shell/other-tabs.ts';
import { ThemedProvider } from './shell/settings/themed-provider.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { inlineError?: boolean };
  }
}

const queryClient = new QueryClient({
  // A call refused because the session ended says so once, on the sign-in page, not once per call.
  queryCache: new QueryCache({ onError: (error) => !endsSession(error) && notifyError(error.message) }),
  // Forms that show their own error inline opt out of the toast.
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.inlineError && !endsSession(error) && notifyError(error.message) }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);

const showLockScreen = () => void router.navigate({ to: '/lockScreen', replace: true });
followOtherTabs({
  locked: showLockScreen,
  signedOut: () => {
    queryClient.clear();
    void router.navigate({ to: '/login', replace: true });
  },
});

onScreenLocked(showLockScreen);

onSessionEnded((error) => {
  queryClient.clear();
  // Remembered answers belong to the session that ended; unsent actions stay for the user's return.
  void forgetAnswers().catch(() => undefined);
  const { pathname, href } = router.state.location;
  if (pathname === '/login') {
    notifyError(error.message);
    return;
  }
  rememberSignedOutReason(error.message);
  void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
});

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemedProvider>
          <NotificationHost />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <UpdateBanner />
          </QueryClientProvider>
        </ThemedProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  void registerServiceWorker().catch(() => undefined); // no worker: the app still runs, only not offline
}

if (!checkVersion(__APP_VERSION__)) render();
