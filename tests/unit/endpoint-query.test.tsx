import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey, endpointQuery } from '../../src/app/platform/endpoint-query.ts';
import { areaChildren } from '../../src/shared/contracts/areas.ts';
import { billRuleSelector } from '../../src/shared/contracts/bill-rules.ts';

describe('endpoint queries', () => {
  it('key an answer by its endpoint and input, so screens asking alike share it and one invalidation reaches every answer of the endpoint', async () => {
    const client = new QueryClient();
    const zhejiang = endpointQuery(areaChildren, { params: { parentId: '33' } });
    const hangzhou = endpointQuery(areaChildren, { params: { parentId: '3301' } });
    expect(zhejiang.queryKey).toEqual(endpointQuery(areaChildren, { params: { parentId: '33' } }).queryKey);
    expect(zhejiang.queryKey).not.toEqual(hangzhou.queryKey);
    client.setQueryData(zhejiang.queryKey, { list: [] });
    client.setQueryData(hangzhou.queryKey, { list: [] });
    client.setQueryData(endpointQuery(billRuleSelector).queryKey, { list: [] });

    await client.invalidateQueries({ queryKey: endpointKey(areaChildren) });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([zhejiang.queryKey, hangzhou.queryKey]);
  });
});
