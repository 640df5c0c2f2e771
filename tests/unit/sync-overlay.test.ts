import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PLATFORM_MUTATIONS, type MutationSpec } from '../../src/shared/domain/sync-mutations.ts';
import type { BaseRow, OutboxEntry } from '../../src/app/offline/db.ts';
import { overlay } from '../../src/app/offline/outbox.ts';

const specs = new Map<string, MutationSpec<z.ZodType>>(PLATFORM_MUTATIONS.map((s) => [s.name, s]));
const me: BaseRow = { id: 'u1', theme: 'classic', language: 'zh-CN' };
const base = new Map([['profile', [me]]]);
let seq = 0;
const entry = (mutationId: number, name: string, args: unknown, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq,
  userId: 'u1',
  clientId: 'c1',
  mutationId,
  name,
  args,
  status: 'pending',
  createdAt: 0,
  ...over,
});

describe('overlay', () => {
  it('applies unanswered actions in mutation order, leaving the pulled rows untouched', () => {
    const entries = [
      entry(2, 'profile.setLayout', { theme: 'plain' }),
      entry(1, 'profile.setLayout', { theme: 'blend' }),
      entry(3, 'profile.setLanguage', { language: 'en' }),
    ];
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')).toEqual({ id: 'u1', theme: 'plain', language: 'en' });
    expect(me).toEqual({ id: 'u1', theme: 'classic', language: 'zh-CN' });
  });
  it('skips rejected actions, those already in the pulled rows, another user’s, and unknown or malformed ones', () => {
    const entries = [
      entry(1, 'profile.setLayout', { theme: 'blend' }),
      entry(2, 'profile.setLayout', { theme: 'plain' }, { status: 'rejected' }),
      entry(3, 'profile.setLayout', { theme: 'functional' }, { userId: 'u2' }),
      entry(4, 'po.teleport', {}),
      entry(5, 'profile.setLanguage', { language: 'klingon' }),
    ];
    expect(overlay(base, entries, specs, 'u1', 1).get('profile')?.get('u1')).toEqual(me);
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')?.theme).toBe('blend');
  });
  it('a sent action shows until the pull that contains it', () => {
    const entries = [entry(1, 'profile.setLayout', { theme: 'blend' }, { status: 'sent' })];
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')?.theme).toBe('blend');
  });
});
