/**
 * App start (spec 000 §4.1): when the stored Version differs from the built one, local and session
 * storage are cleared, the new version stored and the page reloaded, so no stale settings or cached
 * menus survive an upgrade. Returns true when a reload is under way.
 */
export const VERSION_KEY = 'jnpf_Version';

export function checkVersion(built: string, reload: () => void = () => window.location.reload()): boolean {
  const stored = localStorage.getItem(VERSION_KEY);
  if (stored === built) return false;
  // A first visit has nothing to clear, so nothing to reload. Anything stored without a version is
  // cleared like an old version's, and the page reloads: the modules that read it at start (the
  // language) have already read it, and would otherwise run on what is no longer there.
  if (stored === null && localStorage.length === 0) {
    localStorage.setItem(VERSION_KEY, built);
    return false;
  }
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(VERSION_KEY, built);
  reload();
  return true;
}
