import { queryOptions } from '@tanstack/react-query';
import type { BodyInput, Endpoint, ParamsInput, QueryInput } from '../../shared/contracts/endpoint.ts';
import { call } from '../api/client.ts';

/** What a read is asked with: path parameters, query, or (for a read sent as POST) a body. */
export interface ReadInput<E extends Endpoint> {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E>;
}

/**
 * The cache key of an endpoint's answers: its method and path, then what it was asked with. Without
 * an input it names every answer of the endpoint, to invalidate them all. No key is written by hand,
 * so two screens reading the same answer share it and a renamed screen cannot miss it.
 */
export function endpointKey<E extends Endpoint>(ep: E, input?: ReadInput<E>): readonly unknown[] {
  return input === undefined ? [ep.method, ep.path] : [ep.method, ep.path, input];
}

/** Query options that read an endpoint through its contract (the answer checked against it). */
export function endpointQuery<E extends Endpoint>(ep: E, input: ReadInput<E> = {}) {
  return queryOptions({ queryKey: endpointKey(ep, input), queryFn: () => call(ep, input) });
}
