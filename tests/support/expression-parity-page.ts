/**
 * The page side of the expression parity test: reads the cases the test serves beside it, runs them
 * with the evaluator bundled as the app bundles it, and leaves the results, any error and any CSP
 * violation on `window.parity`.
 */
import { runCases, type ExpressionCase } from './expression-parity.ts';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.blockedURI}`));
try {
  const cases = (await (await fetch('cases.json')).json()) as ExpressionCase[];
  Object.assign(window, { parity: { results: runCases(cases), violations } });
} catch (error) {
  Object.assign(window, { parity: { results: [], violations, error: String(error) } });
}
