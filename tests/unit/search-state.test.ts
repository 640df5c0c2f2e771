import { describe, expect, it } from 'vitest';
import { poListSearch } from '../../src/shared/domain/po/list-query.ts';
import { keywordPageSearch, sizedListSearch, sortedListSearch } from '../../src/shared/domain/list-search.ts';
import { searchOfState } from '../../src/app/platform/search-state.ts';

describe('the PO list in the address', () => {
  it('reads a link leniently: what does not parse falls back, other parameters pass through', () => {
    expect(poListSearch.parse({ status: 'noSuch', keyword: ' abc ', currentPage: '3', pageSize: '7', sidx: 'x', PO: '4500000001' })).toEqual({
      status: undefined,
      keyword: 'abc',
      sidx: 'poNumber',
      sort: 'asc',
      currentPage: 3,
      pageSize: 20,
      PO: '4500000001',
    });
  });

  it('writes only what differs from an untouched list, so a plain list keeps a plain address', () => {
    const defaults = poListSearch.parse({});
    expect(searchOfState(defaults, defaults)).toEqual({});
    const chosen = poListSearch.parse({ itemStatus: 'tbd', sidx: 'deliveryDate', sort: 'desc', currentPage: '2', pageSize: '40', PO: '4500000001' });
    const written = searchOfState(chosen, defaults);
    expect(written).toEqual({ itemStatus: 'tbd', sidx: 'deliveryDate', sort: 'desc', currentPage: '2', pageSize: '40', PO: '4500000001' });
    expect(poListSearch.parse(written)).toEqual(chosen);
  });
});

describe('other lists in the address', () => {
  it('read a link leniently, with the spec query names, and write back only what was chosen', () => {
    expect(keywordPageSearch.parse({ keyword: 'un1830', currentPage: 'x' })).toEqual({ keyword: 'un1830', currentPage: 1 });
    expect(sizedListSearch.parse({ currentPage: '3', pageSize: '7' })).toEqual({ keyword: '', currentPage: 3, pageSize: 20 });
    expect(sizedListSearch.parse({ pageSize: '40' }).pageSize).toBe(40);
    const defaults = sizedListSearch.parse({});
    expect(searchOfState({ ...defaults, keyword: 'late', currentPage: 2 }, defaults)).toEqual({ keyword: 'late', currentPage: '2' });
  });

  it('a sorted list reads only the columns its server sorts by, else its default', () => {
    const search = sortedListSearch(['createdAt', 'name'], { sidx: 'createdAt', sort: 'desc' });
    expect(search.parse({ sidx: 'name', sort: 'asc' })).toMatchObject({ sidx: 'name', sort: 'asc' });
    expect(search.parse({ sidx: 'ownerId', sort: 'up' })).toMatchObject({ sidx: 'createdAt', sort: 'desc' });
  });
});
