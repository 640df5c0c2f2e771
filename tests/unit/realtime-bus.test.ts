import { describe, expect, it } from 'vitest';
import { NOTIFY_MAX_BYTES, fitPayloads, type BusEvent } from '../../src/server/plugins/realtime-bus.ts';

describe('hub events on NOTIFY', () => {
  it('splits a push to many users into payloads under the limit that together name every user once', () => {
    const users = Array.from({ length: 1000 }, (_, i) => `0199a8f2-7c3e-7000-8000-${String(i).padStart(12, '0')}`);
    const payloads = fitPayloads({ k: 'push', u: users, m: { method: 'messagePush', title: '采购订单 4500000001 已变更' } });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    const named = payloads.flatMap((p) => (JSON.parse(p) as Extract<BusEvent, { k: 'push' }>).u ?? []);
    expect(named).toEqual(users);
  });

  it('splits a presence list whose users carry supplier codes the same way', () => {
    const users = Array.from({ length: 600 }, (_, i) => (i % 2 ? `user-${i}` : ([`user-${i}`, ['V1001', 'V1002']] as [string, string[]])));
    const payloads = fitPayloads({ k: 'presence', i: 'instance-a', u: users });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(payloads.flatMap((p) => (JSON.parse(p) as Extract<BusEvent, { k: 'presence' }>).u)).toEqual(users);
  });

  it('refuses a single frame too large for any payload instead of sending it cut', () => {
    expect(() => fitPayloads({ k: 'push', u: ['one'], m: { method: 'messagePush', body: 'x'.repeat(9000) } })).toThrow(/cannot fit/);
  });
});
