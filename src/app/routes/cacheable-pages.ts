import type { CacheablePage } from '../shell/page-cache/cached-pages.tsx';
import { BuyerAccountPage, VendorAccountPage, VendorMasterPage } from './pages/account-pages.tsx';
import { LinkFramePage } from './pages/link-frame-page.tsx';
import { MailOutboxPage } from './pages/mail-outbox-page.tsx';
import { BuyerPoPage, VendorPoPage } from './pages/po-pages.tsx';
import { ProfilePage } from './pages/profile-page.tsx';

const at = (path: string) => (candidate: string) => (candidate === path ? {} : null);

/**
 * Pages kept alive between tabs. Each takes its params and query as props, so a hidden instance
 * keeps rendering its own state while the router is elsewhere; its route renders nothing.
 */
export const cacheablePages: CacheablePage[] = [
  { match: at('/profile'), component: ProfilePage },
  { match: at('/system/mailOutbox'), component: MailOutboxPage },
  { match: at('/materialTracking/vendor/index'), component: VendorPoPage },
  { match: at('/materialTracking/buyer/index'), component: BuyerPoPage },
  { match: at('/materialTracking/vendor/account'), component: VendorAccountPage },
  { match: at('/materialTracking/buyer/account'), component: BuyerAccountPage },
  { match: at('/materialTracking/buyer/masterData'), component: VendorMasterPage },
  {
    match: (path) => {
      const code = /^\/link\/([^/]+)$/.exec(path)?.[1];
      return code ? { code: decodeURIComponent(code) } : null;
    },
    component: LinkFramePage,
  },
];
