import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/** Menu links shown inside the app; the framed page is kept alive by the layout (cacheable-pages.ts). */
export const linkFrameRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/link/$code', component: () => null });
