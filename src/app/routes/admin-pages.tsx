import { createRoute, notFound } from '@tanstack/react-router';
import type { AdminPage } from '../../shared/domain/admin-pages.ts';
import type { adminPageAt } from './admin-page-files.ts';
import { loadAdminCatalogue } from '../i18n.ts';
import { signedInRoute } from './signed-in.tsx';

/** The pages' lookup once a page has opened: the component renders from it without waiting again. */
let pageAt: typeof adminPageAt | null = null;

/** The page at `area/page` with its words, or the router's not-found page when no page is described there. */
async function loadAdminPage(path: string): Promise<{ titleKey: string }> {
  const [files] = await Promise.all([import('./admin-page-files.ts'), loadAdminCatalogue()]);
  pageAt = files.adminPageAt;
  const page = pageAt(path);
  if (!page) throw notFound();
  return { titleKey: page.titleKey };
}

/** The areas the pages sit in (each page's `parent`), known at start without loading the pages' list. */
const AREAS: Record<AdminPage['parent'], true> = { permission: true, system: true };

function adminAreaRoute(area: string) {
  const route = createRoute({
    getParentRoute: () => signedInRoute,
    path: `/${area}/$page`,
    loader: ({ params }) => loadAdminPage(`${area}/${params.page}`),
    component: function AdminPage() {
      const { page } = route.useParams();
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
