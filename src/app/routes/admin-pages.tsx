import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ADMIN_PAGES, type AdminPage } from '../../shared/domain/admin-pages.ts';
import { loadAdminCatalogue } from '../i18n.ts';
import { signedInRoute } from './signed-in.tsx';

/** The page's route: its address, title and component as its description gives them; its words load with it. */
function adminRoute(page: AdminPage) {
  const [file, name] = page.page.split('#') as [string, string];
  const load = async () => {
    const component = (await import('./admin-page-files.ts')).adminPageComponent(file, name);
    if (!component) throw new Error(`administration page ${page.code}: no ${name} in ${file} under src/app/features`);
    return { [name]: component };
  };
  return createRoute({
    getParentRoute: () => signedInRoute,
    path: `/${page.path}`,
    staticData: { titleKey: page.titleKey },
    loader: () => loadAdminCatalogue(),
    component: lazyRouteComponent(load, name),
  });
}

/**
 * The administration pages (src/shared/domain/admin-pages.ts): a menu entry is one hop from its
 * page. The server gates every call by the page's menu and button.
 */
export const adminPageRoutes = ADMIN_PAGES.map(adminRoute);
