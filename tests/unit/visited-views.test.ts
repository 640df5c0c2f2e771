import { describe, expect, it } from 'vitest';
import { createRouteIndex } from '../../src/app/shell/search/route-index.ts';
import { addView, closeAll, closeOthers, closeView, VISITED_VIEW_CAP, type VisitedView } from '../../src/app/shell/tabs/visited-views.ts';

const view = (path: string, over: Partial<VisitedView> = {}): VisitedView => ({ path, fullPath: path, title: path, affix: false, noCache: false, ...over });
const home = view('/home', { affix: true });
const paths = (views: readonly VisitedView[]) => views.map((v) => v.path);

describe('adding views', () => {
  it('adds a view whose path is not open yet', () => {
    expect(paths(addView([home], view('/a')))).toEqual(['/home', '/a']);
  });
  it('does not add a path twice, but remembers its latest query', () => {
    const views = addView([home, view('/a')], view('/a', { fullPath: '/a?page=2' }));
    expect(paths(views)).toEqual(['/home', '/a']);
    expect(views[1]!.fullPath).toBe('/a?page=2');
  });
  it('never re-adds home', () => {
    expect(paths(addView([home, view('/a')], view('/home')))).toEqual(['/home', '/a']);
  });
  it(`at ${VISITED_VIEW_CAP} views drops the second to make room`, () => {
    let views: VisitedView[] = [home];
    for (let i = 1; i < VISITED_VIEW_CAP; i++) views = addView(views, view(`/p${i}`));
    expect(views).toHaveLength(VISITED_VIEW_CAP);
    views = addView(views, view('/new'));
    expect(views).toHaveLength(VISITED_VIEW_CAP);
    expect(paths(views)).toEqual(['/home', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/new']);
  });
  it('never drops an affix view to make room', () => {
    let views: VisitedView[] = [home, view('/pinned', { affix: true })];
    for (let i = 2; i < VISITED_VIEW_CAP; i++) views = addView(views, view(`/p${i}`));
    views = addView(views, view('/new'));
    expect(paths(views).slice(0, 3)).toEqual(['/home', '/pinned', '/p3']);
  });
});

describe('closing views', () => {
  const open = [home, view('/a'), view('/b'), view('/c', { fullPath: '/c?x=1' })];

  it('closing an inactive view stays where the user is', () => {
    expect(closeView(open, '/a', '/b')).toEqual({ views: [home, open[2], open[3]] });
  });
  it('closing the active view goes to the last remaining view', () => {
    expect(closeView(open, '/b', '/b')).toEqual({ views: [home, open[1], open[3]], navigateTo: '/c?x=1' });
  });
  it('closing the last view but home goes home', () => {
    expect(closeView([home, view('/a')], '/a', '/a').navigateTo).toBe('/home');
  });
  it('with nothing left at all, goes to the root', () => {
    expect(closeView([view('/a')], '/a', '/a')).toEqual({ views: [], navigateTo: '/' });
  });
  it('an affix view cannot be closed', () => {
    expect(paths(closeView(open, '/home', '/home').views)).toEqual(paths(open));
  });
  it('close others keeps affix views and the chosen one', () => {
    expect(paths(closeOthers(open, '/b', '/b').views)).toEqual(['/home', '/b']);
    expect(closeOthers(open, '/b', '/a')).toEqual({ views: [home, open[2]], navigateTo: '/b' });
  });
  it('close all keeps affix views and goes to the last of them', () => {
    expect(closeAll(open, '/b')).toEqual({ views: [home], navigateTo: '/home' });
    expect(closeAll(open, '/home')).toEqual({ views: [home] });
    expect(closeAll([view('/a')], '/a')).toEqual({ views: [], navigateTo: '/' });
  });
});

describe('route search', () => {
  const search = createRouteIndex([
    { title: 'Account Information', path: '/profile' },
    { title: 'Mail Outbox', path: '/system/mailOutbox' },
    { title: 'Home', path: '/home' },
  ]);
  it('finds a page by a misspelt title', () => expect(search('Mial Outbx')[0]?.path).toBe('/system/mailOutbox'));
  it('finds a page by its path', () => expect(search('profile')[0]?.title).toBe('Account Information'));
  it('finds nothing for nonsense, and nothing for an empty query', () => {
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('  ')).toEqual([]);
  });
});
