/** The tabs of the account page, as its `tab` query parameter names them. */
export const PROFILE_TABS = ['info', 'password', 'memberships', 'log', 'authorize'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
