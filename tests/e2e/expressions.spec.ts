import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { randomCases, runCases } from '../support/expression-parity.ts';
import { expect, test } from './support/fixtures.ts';

const CASES = 10_000;
// The page's dates in the time zone Node computes in, so TODAY() and DAY() name the same day.
test.use({ timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone });

/** The page side bundled as the app's build bundles the evaluator (jsep, decimal.js, day.js): one ES module. */
async function pageBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.resolve('tests/support/expression-parity-page.ts'), formats: ['es'], fileName: 'parity' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = chunks.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the parity page did not bundle');
  return chunk.code;
}

test('10,000 random expressions give in Chromium, under the production Content Security Policy, what they give in Node', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // The policy the server sends with its pages: scripts only from itself, no eval.
  const policy = (await fetch(`${baseURL}/login`)).headers.get('content-security-policy') ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');

  const cases = randomCases(CASES, 20261129);
  const script = await pageBundle();
  await page.route('**/expression-parity/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const headers = { 'content-security-policy': policy };
    if (name === 'index.html')
      return route.fulfill({ headers, contentType: 'text/html', body: '<!doctype html><script type="module" src="parity.js"></script>' });
    if (name === 'parity.js') return route.fulfill({ headers, contentType: 'text/javascript', body: script });
    return route.fulfill({ headers, contentType: 'application/json', body: JSON.stringify(cases) });
  });
  await page.goto('/expression-parity/index.html');
  const handle = await page.waitForFunction(() => (window as unknown as { parity?: unknown }).parity);
  const inChromium = (await handle.jsonValue()) as { results: string[]; violations: string[]; error?: string };

  expect(inChromium.error).toBeUndefined();
  expect(inChromium.violations).toEqual([]);
  const inNode = runCases(cases);
  // Each kind of case is there: numbers, truth values, text, refusals.
  for (const kind of ['n:', 'boolean:', 'string:', 'refused: '])
    expect(
      inNode.some((r) => r.startsWith(kind)),
      kind,
    ).toBe(true);
  const differing = inNode.flatMap((result, i) =>
    result === inChromium.results[i] ? [] : [`${cases[i]!.source} → Node ${result}, Chromium ${inChromium.results[i]}`],
  );
  expect(differing.slice(0, 5)).toEqual([]);
  expect(inChromium.results).toHaveLength(CASES);
});
