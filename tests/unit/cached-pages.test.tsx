import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptPage, pageResolved, type CachedPageProps } from '../../src/app/shell/page-cache/cached-pages.tsx';

describe('kept-alive pages', () => {
  it('render again only when their own address changes, not for each render of the frame around them', () => {
    const seen: Record<string, string>[] = [];
    const Page = ({ search }: CachedPageProps) => {
      seen.push(search);
      return <p>page {search.currentPage ?? '1'}</p>;
    };
    const setSearch = () => undefined;
    const frame = (query: string) => <KeptPage page={Page} params={{ code: 'po' }} query={query} setSearch={setSearch} />;
    const { rerender } = render(frame(''));
    // The frame renders for each step of a navigation, with params rebuilt each time.
    rerender(frame(''));
    rerender(frame(''));
    expect(seen).toHaveLength(1);
    rerender(frame('currentPage=2&status=confirmed'));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ currentPage: '2', status: 'confirmed' });
    expect(screen.getByText('page 2')).toBeTruthy();
  });

  it('stay shown while a change of their query alone is on its way; another page waits for its navigation', () => {
    const at = (pathname: string) => ({ pathname });
    expect(pageResolved({ location: at('/materialTracking/vendor/index'), resolvedLocation: at('/materialTracking/vendor/index') })).toBe(true);
    expect(pageResolved({ location: at('/profile'), resolvedLocation: at('/materialTracking/vendor/index') })).toBe(false);
    expect(pageResolved({ location: at('/profile') })).toBe(false);
  });
});
