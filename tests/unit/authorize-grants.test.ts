import { describe, expect, it } from 'vitest';
import type { CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { fromServer, indexCatalogue, noGrants, sameGrants, setItem, setModule, toBody } from '../../src/app/features/permission/authorize/grants.ts';

const item = (id: string) => ({ id, fullName: id, enCode: id });
const menu = (id: string, parentId: string | null, children: CatalogueModule[] = [], buttons: string[] = []): CatalogueModule => ({
  id,
  parentId,
  fullName: id,
  fullNameI18n: null,
  enCode: id,
  type: children.length > 0 ? 1 : 2,
  isColumnAuthorize: 0,
  isFormAuthorize: 0,
  isDataAuthorize: 0,
  button: buttons.map(item),
  column: [],
  form: [],
  resource: [],
  children,
});

// A directory with two pages; the first has an Add and an Edit button.
const catalogue = [menu('dir', null, [menu('users', 'dir', [], ['add', 'edit']), menu('roles', 'dir')])];
const index = indexCatalogue(catalogue);

describe('the Authorise checkboxes keep the server’s rule', () => {
  it('ticking a button ticks its page and the directory above it', () => {
    const g = setItem(noGrants(), index, 'button', 'add', true);
    expect(toBody(g)).toEqual({ module: ['users', 'dir'], button: ['add'], column: [], form: [], resource: [] });
  });

  it('unticking a directory unticks the pages below it and their items', () => {
    let g = setItem(noGrants(), index, 'button', 'edit', true);
    g = setModule(g, index, 'roles', true);
    g = setModule(g, index, 'dir', false);
    expect(toBody(g)).toEqual({ module: [], button: [], column: [], form: [], resource: [] });
  });

  it('unticking a button leaves its page granted', () => {
    const g = setItem(setItem(noGrants(), index, 'button', 'add', true), index, 'button', 'add', false);
    expect(toBody(g).module.sort()).toEqual(['dir', 'users']);
    expect(toBody(g).button).toEqual([]);
  });

  it('shows only what the catalogue offers of the server’s set, and tells changes apart', () => {
    const server = fromServer({ module: ['users', 'elsewhere'], button: ['add'], column: [], form: [], resource: [] }, index);
    expect(toBody(server)).toEqual({ module: ['users'], button: ['add'], column: [], form: [], resource: [] });
    expect(sameGrants(server, setItem(server, index, 'button', 'add', true))).toBe(false);
    expect(sameGrants(server, fromServer(toBody(server), index))).toBe(true);
  });
});
