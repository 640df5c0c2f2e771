import type { FastifyInstance } from 'fastify';
import { BUSINESS_CODE, PO_PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import * as c from '../../../shared/contracts/profile.ts';
import { passwordRuleOf, poPasswordProblems } from '../../../shared/domain/password.ts';
import { localName } from '../../../shared/domain/local-names.ts';
import { accountKindOf } from '../../../shared/domain/roles.ts';
import { unauthorized, type SessionInfo } from '../../plugins/auth.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest, forbidden } from '../../plugins/errors.ts';
import { platformOf } from '../auth/client-address.ts';
import { languageOf, menuTree } from '../auth/current-user.ts';
import { endUserSessions, findUserById } from '../auth/queries.ts';
import { checkPassword, claimantOf, refusal } from '../auth/lock-out.ts';
import { layoutOf } from '../auth/service.ts';
import { hashDigest, md5Hex } from '../auth/passwords.ts';
import { permittedItems, rolesOf } from '../permission/queries.ts';
import { setOwnAvatar } from './avatar.ts';
import * as q from './queries.ts';

async function me(app: FastifyInstance, userId: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  return user;
}

/** Replaces the password after the old one is checked; the new one has passed its rule already. */
async function changeOwnPassword(app: FastifyInstance, ip: string, session: SessionInfo, body: { oldPassword: string; password: string }): Promise<void> {
  const user = await me(app, session.userId);
  // The old password counts towards the lock-out like a sign-in, so a session cannot guess it.
  const check = await checkPassword(app, ip, claimantOf(user), body.oldPassword);
  if (check.outcome !== 'ok') throw refusal(check, new AppError(400, 'error.oldPassword', {}, BUSINESS_CODE.oldPasswordWrong));
  if (md5Hex(body.password) === body.oldPassword.toLowerCase()) throw badRequest('error.samePassword');
  await q.updateUser(app.db, user.id, { passwordHash: await hashDigest(md5Hex(body.password)), passwordChangeRequired: false });
  // Other devices signed in with the old password are signed out; this one stays.
  await endUserSessions(app.db, user.id, 'password', session.sessionId);
  await app.hub.recheckSessions(user.id);
}

export function profileRoutes(app: FastifyInstance): void {
  sessionRoute(app, c.getBaseInfo, async ({ session, request }) => {
    const user = await me(app, session.userId);
    const [names, roles, lastLogin] = await Promise.all([
      q.namesFor(app.db, user, request.lang),
      rolesOf(app.db, user.id),
      q.lastSuccessfulLogin(app.db, user.id),
    ]);
    return {
      id: user.id,
      account: user.account,
      realName: user.realName,
      email: user.email,
      mobile: user.mobile,
      signature: user.signature,
      gender: c.baseInfo.shape.gender.safeParse(user.gender).data ?? 'unknown',
      headIcon: user.headIcon,
      ...names,
      roleName: roles.map((r) => localName(r, request.lang)).join(','),
      theme: layoutOf(user.theme),
      language: languageOf(user.language),
      creatorTime: user.createdAt.getTime(),
      lastLogTime: lastLogin?.getTime() ?? null,
    };
  });

  sessionRoute(app, c.updateBaseInfo, async ({ body, request, session }) => {
    const { password, ...change } = body;
    const user = await me(app, session.userId);
    const newEmail = change.email?.trim();
    if (newEmail !== undefined && newEmail.toLowerCase() !== user.email.toLowerCase()) {
      // The e-mail receives password-reset codes, so changing it asks for the password first.
      if (!password) throw badRequest('error.passwordForEmail');
      const check = await checkPassword(app, request.ip, claimantOf(user), password);
      if (check.outcome !== 'ok') throw refusal(check, badRequest('error.wrongPassword'));
      if (newEmail && (await q.emailTaken(app.db, newEmail, user.id))) throw new AppError(409, 'error.emailTaken');
    }
    await q.updateUser(app.db, session.userId, { ...change, ...(newEmail !== undefined ? { email: newEmail } : {}) });
    return null;
  });

  sessionRoute(app, c.modifyPassword, async ({ body, request, session }) => {
    if (body.password !== body.confirmPassword) throw badRequest('error.passwordMismatch');
    // One rule per account: a vendor's or buyer's profile asks what Account Settings asks.
    const rule = passwordRuleOf(accountKindOf((await rolesOf(app.db, session.userId)).map((r) => r.kind)));
    if (!rule.test(body.password)) throw badRequest(rule.key);
    await changeOwnPassword(app, request.ip, session, body);
    return null;
  });

  sessionRoute(app, c.modifyPoPassword, async ({ body, request, session }) => {
    // Each refusal names its field, so a client can put the message where the entry is.
    const [first] = Object.entries(poPasswordProblems(body, PO_PASSWORD_MIN_LENGTH));
    if (first) throw badRequest('error.inField', { field: first[0], problem: request.t(first[1]) });
    await changeOwnPassword(app, request.ip, session, body);
    return null;
  });

  sessionRoute(app, c.setSystemTheme, async ({ body, session }) => {
    await q.updateUser(app.db, session.userId, { theme: body.theme });
    return null;
  });

  sessionRoute(app, c.setSystemLanguage, async ({ body, session }) => {
    await q.updateUser(app.db, session.userId, { language: body.language });
    return null;
  });

  // Both spellings of the path (contracts/profile.ts): one call.
  for (const ep of [c.setAvatar, c.setAvatarLowerCase]) {
    sessionRoute(app, ep, async ({ params, session }) => {
      await setOwnAvatar(app.db, session.userId, params.name);
      return null;
    });
  }

  sessionRoute(app, c.getSubordinates, async ({ params, session, request }) => {
    const managerId = params.id === '0' ? session.userId : params.id;
    if (managerId !== session.userId && !(await q.reportsTo(app.db, managerId, session.userId))) throw forbidden();
    return q.directReports(app.db, managerId, request.lang);
  });

  sessionRoute(app, c.getAuthorize, async ({ session }) => {
    const { rows, tree } = await menuTree(app, session.userId, session.isAdministrator);
    const ids = rows.map((m) => m.id);
    const [button, column, form] = await Promise.all(
      (['button', 'column', 'form'] as const).map((kind) => permittedItems(app.db, kind, session.userId, session.isAdministrator, ids)),
    );
    return { module: tree, button: button ?? [], column: column ?? [], form: form ?? [] };
  });

  sessionRoute(app, c.getSystemLog, async ({ query, request, session }) => {
    const page = await q.loginLogPage(app.db, session.userId, query);
    return {
      ...page,
      list: page.list.map((r) => ({
        id: r.id,
        creatorTime: r.createdAt.getTime(),
        ipAddress: r.ipAddress,
        ipAddressName: request.t(r.place),
        platForm: platformOf(r.userAgent),
        success: r.success,
        abstracts: r.reason,
      })),
    };
  });

  sessionRoute(app, c.getUserOrganizes, async ({ session, request }) => {
    const user = await me(app, session.userId);
    const orgs = await q.organizationNamesOf(app.db, user.id, request.lang);
    return orgs.map((o) => ({ ...o, isDefault: o.id === user.organizationId }));
  });

  sessionRoute(app, c.getUserPositions, async ({ session, request }) => {
    const user = await me(app, session.userId);
    const list = await q.positionsOf(app.db, user.id, request.lang);
    return list.map((p) => ({ ...p, isDefault: p.id === user.positionId }));
  });

  sessionRoute(app, c.setMajor, async ({ body, request, session }) => {
    if (body.majorType === 'Organize') {
      if (!(await q.isMemberOfOrganization(app.db, session.userId, body.majorId))) throw badRequest('error.notYours', { what: request.t('profile.organize') });
      // The department belongs to the old organisation, so it no longer applies.
      await q.updateUser(app.db, session.userId, { organizationId: body.majorId, departmentId: null });
      return null;
    }
    const mine = await q.positionsOf(app.db, session.userId, request.lang);
    if (!mine.some((p) => p.id === body.majorId)) throw badRequest('error.notYours', { what: request.t('profile.position') });
    const departmentId = await q.departmentOfPosition(app.db, body.majorId);
    await q.updateUser(app.db, session.userId, { positionId: body.majorId, ...(departmentId ? { departmentId } : {}) });
    return null;
  });
}
