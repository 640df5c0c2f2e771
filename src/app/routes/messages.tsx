import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { signedInRoute } from './signed-in.tsx';

/** The message centre (spec 000 §2.3 fixed route), opened from the header's message drawer. */
export const messageRecordRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/messageRecord',
  staticData: { titleKey: 'messages.centre.title' },
  component: lazyRouteComponent(() => import('./messages.lazy.tsx'), 'MessageRecordPage'),
});

/** A workflow message's detail (spec 000 §2.6): `config` is its body, base64 then URL-encoded. */
export const workflowDetailRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/workFlowDetail',
  staticData: { titleKey: 'messages.workflow.title' },
  validateSearch: z.object({ config: z.string().catch('') }),
  component: lazyRouteComponent(() => import('./messages.lazy.tsx'), 'WorkflowDetailPage'),
});

/** System → Notices (administrators): attachments go up through the resumable uploader. */
export const noticesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/system/notices',
  staticData: { titleKey: 'messages.notice.title' },
  component: lazyRouteComponent(() => import('./messages.lazy.tsx'), 'NoticesPage'),
});
