import { isMenuPermission } from '../../../shared/domain/access.ts';
import { endpointAt } from '../../plugins/endpoint-registry.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';

/** The menu a logged call was gated by, if any: its page names what was acted on. */
export function menuOfCall(method: string, route: string): string | undefined {
  const gate = endpointAt(method, route)?.permission;
  return gate && isMenuPermission(gate) ? gate.menu : undefined;
}

/**
 * What a logged call did, in words: the page and the button its contract is gated by ("Users · Reset
 * password"), what its contract says it does where no menu gates it ("Profile · Change password"),
 * else what kind of call it was ("Changed"), rather than the bare HTTP request.
 */
export function actionOf(t: TranslateFn, titleOf: (menu: string) => string, method: string, route: string): string {
  const contract = endpointAt(method, route);
  const gate = contract?.permission;
  const verb = t(`admin.log.verbs.${method}`, { defaultValue: method });
  if (!gate || !isMenuPermission(gate)) return contract?.logAs ? t(`admin.log.actions.${contract.logAs}`) : verb;
  const act = gate.button ? t(`admin.items.button.${gate.button}`, { defaultValue: gate.button }) : verb;
  return `${titleOf(gate.menu)} · ${act}`;
}

/** A path segment as it was meant; one whose escapes do not decode (a caller's bad address) stays as sent. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The record the address names: its `:id` (and any other parameter), by the route's placeholders. */
export function recordOf(route: string, path: string): string {
  const names = route.split('/');
  const values = path.split('/');
  return names.flatMap((name, i) => (name.startsWith(':') && values[i] ? [decoded(values[i])] : [])).join(' / ');
}
