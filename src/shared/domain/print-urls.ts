/**
 * Which addresses a printed document may hold, checked on the filled document (a `{{field}}` value can
 * be an address: `href="{{link}}"`), so whatever a data interface answers:
 * - a link (`href`, `cite`, `longdesc`) goes to http(s), mailto or tel, to any host: it loads nothing
 *   until followed, and a document may link to a supplier's site;
 * - anything the browser loads by itself (`src`, `poster`, `background`, ...) comes from the app's
 *   own origin or is an inline raster image (`data:image/png|jpeg|gif|webp|bmp`): a picture from
 *   elsewhere would tell another host who printed what, and could carry the values in its address;
 * - form targets, `srcset` and `ping` are never kept (forms are not allowed in a template at all);
 * - a `style` attribute that could load something (`url()`, `image()`, `image-set()`, `cross-fade()`,
 *   `element()`, `@import`) or hide it (a backslash escape or a comment) is dropped whole.
 */

const LINK_ATTRIBUTES = new Set(['href', 'cite', 'longdesc']);
const LOADED_ATTRIBUTES = new Set(['src', 'poster', 'background', 'lowsrc', 'dynsrc', 'data', 'codebase', 'xlink:href']);
const NEVER_KEPT = new Set(['action', 'formaction', 'srcset', 'imagesrcset', 'ping', 'manifest', 'archive', 'classid', 'profile']);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
const LOADING_CSS = /url\s*\(|image(-set)?\s*\(|cross-fade\s*\(|element\s*\(|@import|\\|\/\*/i;

/** The address as the browser reads it (its parser drops tabs and line breaks, and controls and spaces around it). */
function resolved(value: string, origin: string): URL | null {
  try {
    return new URL(value, `${origin}/`);
  } catch {
    return null;
  }
}

/** Whether attribute `name` (lowercase) may keep `value` in a document shown at `origin`. */
export function printAttributeAllowed(name: string, value: string, origin: string): boolean {
  if (NEVER_KEPT.has(name)) return false;
  if (name === 'style') return !LOADING_CSS.test(value);
  const isLink = LINK_ATTRIBUTES.has(name);
  if (!isLink && !LOADED_ATTRIBUTES.has(name)) return true;
  const url = resolved(value, origin);
  if (!url) return false;
  if (isLink) return LINK_PROTOCOLS.has(url.protocol);
  if (url.protocol === 'data:') return INLINE_IMAGE.test(url.href);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
}
