/**
 * The root of every administration page's query keys (permission, system data, …): the kit's row
 * actions (remove, enable / disable) invalidate it, so whichever list the record came from shows the
 * change; each page's keys extend it (`[...ADMIN_QUERY_ROOT, 'permission', …]`).
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
