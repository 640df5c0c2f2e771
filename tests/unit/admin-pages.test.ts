import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '../../src/shared/domain/admin-menus.ts';
import { ADMIN_PAGES } from '../../src/shared/domain/admin-pages.ts';
import { adminEn } from '../../src/shared/i18n/admin/en.ts';

const features = path.resolve(import.meta.dirname, '../../src/app/features');
const wordAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], { admin: adminEn });

describe('the administration pages, each described once', () => {
  it('name every menu code once, each address once, and a title the catalogue has', () => {
    expect(new Set(ADMIN_PAGES.map((p) => p.code)).size).toBe(ADMIN_PAGES.length);
    expect(new Set(ADMIN_PAGES.map((p) => p.path)).size).toBe(ADMIN_PAGES.length);
    expect(ADMIN_PAGES.map((p) => p.code).sort()).toEqual(Object.values(ADMIN_MENU).sort());
    for (const page of ADMIN_PAGES) expect(typeof wordAt(page.titleKey), page.titleKey).toBe('string');
  });

  it('sit at an address of their area (the router has one route per area: `<parent>/<page>`)', () => {
    for (const page of ADMIN_PAGES) expect(page.path, page.code).toMatch(new RegExp(`^${page.parent}/[A-Za-z]+$`));
  });

  it('point at a page file the router gathers (under permission or system, named *-page.tsx) that exports the component', () => {
    for (const page of ADMIN_PAGES) {
      const [file, name] = page.page.split('#') as [string, string];
      expect(file, page.code).toMatch(/^(permission|system)\/.+-page\.tsx$/);
      const source = fs.readFileSync(path.join(features, file), 'utf8');
      expect(source, `${file} exports ${name}`).toMatch(new RegExp(`export (function|const) ${name}\\b`));
    }
  });
});
