import type { Config, DOMPurify } from 'dompurify';

/**
 * What a message body may contain: formatted text, lists, tables, links and images. No scripts, event
 * handlers, forms or frames. The server sanitises with this before storing and the browser again
 * before rendering, so a body that slipped past one (an older row, a direct database write) is still
 * harmless.
 */
export const MESSAGE_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['srcset'],
} satisfies Config;

export function sanitizeMessageHtml(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, { ...MESSAGE_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Plain text as HTML paragraphs: the system's own messages are written as text. */
export function textAsHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * `/workFlowDetail?config=` of a workflow message (spec 000 §2.6): the body base64-encoded (of its
 * UTF-8 bytes), then URL-encoded.
 */
export function workflowConfigOf(bodyText: string): string {
  const bytes = new TextEncoder().encode(bodyText);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return encodeURIComponent(btoa(binary));
}

/** The body back from a config value as the router hands it over (already URL-decoded), or null. */
export function bodyOfWorkflowConfig(config: string): string | null {
  try {
    const binary = atob(config);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
