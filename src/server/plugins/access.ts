import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMenuPermission, permits, type Gate, type MenuPermission } from '../../shared/domain/access.ts';
import { menuPath } from '../../shared/domain/menu-routes.ts';
import { accountKindOf, isPathAllowed, type RoleKind } from '../../shared/domain/roles.ts';
import type { Db } from '../db/client.ts';
import { findUserWithRoles, type UserRow, type ViewerRole } from '../modules/auth/queries.ts';
import { administersAny, delegatedReach, EVERYWHERE, NOWHERE, type OrgReach } from '../modules/permission/org-reach.ts';
import { grantedModule, holdsButton, type ModuleRow } from '../modules/permission/queries.ts';
import type { AuthenticatedSession } from './auth.ts';
import { forbidden } from './errors.ts';

/**
 * Who is asking, with the scope their account carries: built once per request, after the session,
 * by the route's onRequest hook (endpoints.ts). Role gates read it here; row filters (po/scope.ts,
 * vendors/queries.ts, each synced table's `scope`) read it in the queries.
 */
export interface Viewer {
  userId: string;
  /** Shown in the records the viewer's actions leave (operator, initiator). */
  realName: string;
  /** Vendor, buyer (buyers and uploaders) or other, by the kinds of the enabled roles (spec 000 §6). */
  roleKind: RoleKind;
  isAdministrator: boolean;
  supplierCodes: readonly string[];
  plants: readonly string[];
  purchasingGroups: readonly string[];
  /** The enabled roles the role kind was read from (CurrentUser lists them without reading them again). */
  roles: readonly ViewerRole[];
  /**
   * The grants revision the session check read (permission/grants-cache.ts): answers derived from
   * grants may be cached under it. Null for a viewer made outside a request's session check.
   */
  grantsRevision: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set with the session by a session route's onRequest hook; null on other routes. */
    viewer: Viewer | null;
  }
}

export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
}

/** The viewer an account makes (its enabled roles give the role kind). */
export function viewerOfAccount({ user, roles }: { user: UserRow; roles: readonly ViewerRole[] }, grantsRevision: number | null = null): Viewer {
  const { id: userId, realName, isAdministrator, supplierCodes, plants, purchasingGroups } = user;
  const roleKind = accountKindOf(roles.map((r) => r.kind));
  return { userId, realName, roleKind, isAdministrator, supplierCodes, plants, purchasingGroups, roles, grantsRevision };
}

/** The viewer an account makes, or null when there is no such user. */
export async function viewerOfUser(db: Db, id: string): Promise<Viewer | null> {
  const found = await findUserWithRoles(db, id);
  return found ? viewerOfAccount(found) : null;
}

/** The viewer of a session, from the account its check read in the same statement. */
export function viewerOfSession(session: AuthenticatedSession): Viewer {
  return viewerOfAccount(session.account, session.grantsRevision);
}

/**
 * Does the viewer hold the page (and the button, when named)? A menu gate reads the grants afresh: the
 * menu must be granted, enabled and inside the viewer's fence (spec 000 §5, as the menu list applies
 * it), and the button granted too; a gate naming several pages is met by any one of them.
 */
export function holdsMenuGate(db: Db, viewer: Viewer, gate: MenuPermission): Promise<boolean> {
  if (viewer.isAdministrator) return Promise.resolve(true);
  // A viewer lives for one request: the gate admit checked is not read again by orgReach.
  const known = gateAnswers.get(viewer) ?? new Map<MenuPermission, Promise<boolean>>();
  gateAnswers.set(viewer, known);
  const answer = known.get(gate) ?? readMenuGate(db, viewer, gate);
  known.set(gate, answer);
  return answer;
}

const gateAnswers = new WeakMap<Viewer, Map<MenuPermission, Promise<boolean>>>();
const modulesRead = new WeakMap<Viewer, Map<string, Promise<ModuleRow | undefined>>>();

/**
 * The enabled menu with this code when the viewer holds it (any for an administrator), read once per
 * request: the gate and the service asking again (data rules, column grants) share the answer.
 */
export function viewerModule(db: Db, viewer: Viewer, enCode: string): Promise<ModuleRow | undefined> {
  const known = modulesRead.get(viewer) ?? new Map<string, Promise<ModuleRow | undefined>>();
  modulesRead.set(viewer, known);
  const answer = known.get(enCode) ?? grantedModule(db, viewer.userId, viewer.isAdministrator, enCode);
  known.set(enCode, answer);
  return answer;
}

async function readMenuGate(db: Db, viewer: Viewer, gate: MenuPermission): Promise<boolean> {
  for (const menu of [gate.menu, ...(gate.also ?? [])]) {
    const module = await viewerModule(db, viewer, menu);
    const allowed =
      module !== undefined &&
      isPathAllowed(viewer.roleKind, menuPath(module)) &&
      (gate.button === undefined || (await holdsButton(db, viewer.userId, module.id, gate.button)));
    if (allowed) return true;
  }
  return false;
}

/**
 * Refuses with 403 (the permission's own message, or "Permission Denied") unless the viewer may: by
 * role kind, by the page and button, or, where the gate allows it, as a tiered organisation
 * administrator holding the action somewhere (the service then keeps them to those organisations).
 * Vendors and buyers never administer organisations (the fence of spec 000 §5).
 */
export async function admit(db: Db, viewer: Viewer, gate: Gate | undefined): Promise<void> {
  if (!gate || viewer.isAdministrator) return;
  if (!isMenuPermission(gate)) {
    if (!permits(gate, viewer)) throw forbidden(gate.refusal);
    return;
  }
  if (await holdsMenuGate(db, viewer, gate)) return;
  if (gate.delegated && viewer.roleKind === 'other' && (await administersAny(db, viewer.userId, gate.delegated))) return;
  throw forbidden(gate.refusal);
}

/**
 * Where the viewer may act through an endpoint whose gate also admits tiered organisation
 * administrators: everywhere when they hold the page and button themselves (their data rules still
 * apply where the module has them), else only the organisations their grants for the gate's action
 * cover. A gate without delegation was met in full by admit.
 */
export async function orgReach(db: Db, viewer: Viewer, gate: Gate | undefined): Promise<OrgReach> {
  if (!gate || !isMenuPermission(gate) || !gate.delegated || (await holdsMenuGate(db, viewer, gate))) return EVERYWHERE;
  return viewer.roleKind === 'other' ? delegatedReach(db, viewer.userId, gate.delegated) : NOWHERE;
}

/** The viewer the route's onRequest hook found; a handler without one was registered without the hook. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url}: no viewer, the route does not authenticate first`);
  return request.viewer;
}
