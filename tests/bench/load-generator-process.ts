/**
 * The load generator's own process (tests/bench/load-generator.ts starts it): autocannon on a core of
 * its own, so the server measured does not share its event loop with the clients. Runs one order at
 * a time, as the parent sends them, and answers each with its figures.
 */
import autocannon from 'autocannon';
import type { LoadFigures, LoadOrder } from './load-generator.ts';

async function run({ url, connections, seconds, headers, tokens }: LoadOrder): Promise<LoadFigures> {
  let next = 0;
  // Each request takes the next session's token, as many signed-in browsers would send theirs.
  const rotating = tokens?.length
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]!}` },
          }),
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers, ...(rotating ? { requests: rotating } : {}) });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.total,
  };
}

process.on('message', (order: LoadOrder) => {
  run(order).then(
    (figures) => process.send?.(figures),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
