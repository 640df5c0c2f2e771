import { createRoute, notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '../../shared/domain/admin-pages.ts';
import { menuItemAt } from '../../shared/domain/menu-routes.ts';
import type { adminPageAt } from './admin-page-files.ts';
import { loadAdminCatalogue } from '../i18n.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { NoPermission } from '../shell/no-permission.tsx';
import { signedInRoute } from './signed-in.tsx';

/** The pages' lookup once a page has opened: the component renders from it without waiting again. */
let pageAt: typeof adminPageAt | null = null;

/**
 * The page at `area/page` with its words, and whether the user's menus hold it; the router's not-found
 * page when no page is described there.
 */
async function loadAdminPage(queryClient: QueryClient, path: string): Promise<{ titleKey: string; granted: boolean }> {
  const [files, user] = await Promise.all([import('./admin-page-files.ts'), queryClient.ensureQueryData(currentUserQuery()), loadAdminCatalogue()]);
  pageAt = files.adminPageAt;
  const page = pageAt(path);
  if (!page) throw notFound();
  return { titleKey: page.titleKey, granted: menuItemAt(user.menuList, `/${path}`) !== undefined };
}

/** The areas the pages sit in (each page's `parent`), known at start without loading the pages' list. */
const AREAS: Record<AdminPage['parent'], true> = { permission: true, system: true };

function adminAreaRoute(area: string) {
  const route = createRoute({
    getParentRoute: () => signedInRoute,
    path: `/${area}/$page`,
    loader: ({ params, context }) => loadAdminPage(context.queryClient, `${area}/${params.page}`),
    component: function AdministrationPage() {
      const { t } = useTranslation();
      const { page } = route.useParams();
      const { titleKey, granted } = route.useLoaderData();
      if (!granted) return <NoPermission page={t(titleKey)} />;
      const Component = pageAt?.(`${area}/${page}`)?.component;
      return Component ? <Component /> : null;
    },
  });
  return route;
}

/**
 * The administration pages (src/shared/domain/admin-pages.ts), one route per area: the page, its
 * words and the description listing them load when one opens, so the first load carries none of them.
 * The server gates every call by the page's menu and button.
 */
export const adminPageRoutes = Object.keys(AREAS).map(adminAreaRoute);
