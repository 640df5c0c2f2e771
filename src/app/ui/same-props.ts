/** A plain object or array (not a Map, a Date or a class's instance, whose contents keys do not show). */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/** The same keys holding the same values (compared with Object.is, one level down). */
export function sameShallow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/**
 * `memo`'s comparison for components whose props are rebuilt on each render of their parent with
 * the same contents (a filter's values, a list of codes): equal when each prop is the same value or
 * a plain object or array holding the same values.
 */
export function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return keys.length === Object.keys(b).length && keys.every((key) => sameShallow(a[key], b[key]));
}
