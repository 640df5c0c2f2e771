import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../src/shared/contracts/realtime.ts';
import { contactFenceOf, fenceShows } from '../../src/shared/domain/chat.ts';
import { PRESENCE_TTL_MS, createPresence, presentUser, type PresenceListener } from '../../src/server/plugins/presence.ts';

const vendor = (userId: string, ...supplierCodes: string[]): PresenceListener => ({
  session: { userId },
  fence: contactFenceOf({ roleKind: 'vendor', isAdministrator: false, supplierCodes }),
});
const buyer = (userId: string): PresenceListener => ({
  session: { userId },
  fence: contactFenceOf({ roleKind: 'buyer', isAdministrator: false, supplierCodes: [] }),
});

/** Presence with these local listeners; `heard` collects who was told what. */
function presenceFor(listeners: PresenceListener[]) {
  const heard: Array<[string, ServerFrame]> = [];
  const presence = createPresence((frame, hears) => {
    for (const l of listeners) if (hears(l)) heard.push([l.session.userId, frame]);
  });
  return { presence, heard };
}

describe('the contact fence', () => {
  it('fences a vendor to staff and its own supplier codes; buyers and administrators see everyone', () => {
    const v1 = contactFenceOf({ roleKind: 'vendor', isAdministrator: false, supplierCodes: ['V1001'] });
    expect([fenceShows(v1, []), fenceShows(v1, ['V1001']), fenceShows(v1, ['V1002']), fenceShows(v1, ['V1002', 'V1001'])]).toEqual([true, true, false, true]);
    expect(fenceShows(contactFenceOf({ roleKind: 'vendor', isAdministrator: false, supplierCodes: [] }), ['V1001'])).toBe(false);
    expect(fenceShows(contactFenceOf({ roleKind: 'vendor', isAdministrator: true, supplierCodes: [] }), ['V1001'])).toBe(true);
    expect(fenceShows(contactFenceOf({ roleKind: 'buyer', isAdministrator: false, supplierCodes: ['V1001'] }), ['V1002'])).toBe(true);
  });
});

describe('presence across instances', () => {
  it('tells Online and Offline only to listeners whose fence shows the user, once per user whatever the instances', () => {
    const { presence, heard } = presenceFor([vendor('v1', 'V1001'), vendor('v2', 'V1002'), buyer('b1')]);
    presence.arrived(presentUser('x', ['V1002']), 'instance-b');
    presence.arrived(presentUser('staff', []), 'instance-b');
    presence.arrived(presentUser('x', ['V1002']), 'instance-c');
    expect(heard).toEqual([
      ['v2', { method: 'Online', userId: 'x' }],
      ['b1', { method: 'Online', userId: 'x' }],
      ['v1', { method: 'Online', userId: 'staff' }],
      ['v2', { method: 'Online', userId: 'staff' }],
      ['b1', { method: 'Online', userId: 'staff' }],
    ]);
    heard.length = 0;
    presence.left('x', 'instance-b');
    expect(heard).toEqual([]);
    presence.left('x', 'instance-c');
    expect(heard).toEqual([
      ['v2', { method: 'Offline', userId: 'x' }],
      ['b1', { method: 'Offline', userId: 'x' }],
    ]);
  });

  it('initMessage lists the listener and the online users its fence shows', () => {
    const v1 = vendor('v1', 'V1001');
    const { presence } = presenceFor([v1]);
    for (const user of [presentUser('v1', ['V1001']), presentUser('v2', ['V1002']), presentUser('colleague', ['V1001']), presentUser('staff', [])])
      presence.arrived(user, 'a');
    expect(presence.visibleTo(v1)).toEqual(['v1', 'colleague', 'staff']);
    expect(presence.userIds()).toEqual(['v1', 'v2', 'colleague', 'staff']);
  });

  it('forgets users of an instance that stopped or fell silent, never those of its own', () => {
    const { presence, heard } = presenceFor([buyer('b1')]);
    presence.arrived('here', 'self');
    presence.arrived('gone', 'stopped');
    presence.arrived('quiet', 'silent');
    presence.instanceGone('stopped');
    presence.expire('self', Date.now() + PRESENCE_TTL_MS + 1);
    expect(heard.filter(([, f]) => f.method === 'Offline')).toEqual([
      ['b1', { method: 'Offline', userId: 'gone' }],
      ['b1', { method: 'Offline', userId: 'quiet' }],
    ]);
    expect(presence.userIds()).toEqual(['here']);
  });
});
