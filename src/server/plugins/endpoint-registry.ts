import type { Endpoint } from '../../shared/contracts/endpoint.ts';

/**
 * The contracts the routes were registered from, by method and route: what a log line names by its
 * route (`PUT /api/permission/Users/:id`) is read back as the contract, for its permission (the page
 * and the button, the log's words) and whether a POST only reads. Contracts are constants, so one map
 * serves every app in the process.
 */
const byRoute = new Map<string, Endpoint>();

export function noteEndpoint(ep: Endpoint): void {
  byRoute.set(`${ep.method} ${ep.path}`, ep);
}

export function endpointAt(method: string, route: string): Endpoint | undefined {
  return byRoute.get(`${method} ${route}`);
}
