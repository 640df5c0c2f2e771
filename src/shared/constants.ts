/** Business constants from spec 000 §9 and spec 001 §9, plus the fixed values of the session protocol. */

export const PRODUCT_NAME = 'Supplyline';
export const SYSTEM_VERSION = 'V3.3';

/** The original platform's clients send these fixed OAuth client credentials with every login. */
export const OAUTH_CLIENT = { id: 'admin', secret: '123456', scope: 'all', grantType: 'password' } as const;

export const LAYOUT_TYPES = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export const DEFAULT_LAYOUT: LayoutType = 'classic';

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Business codes carried in the envelope's `code` (the HTTP status carries the class). */
export const BUSINESS_CODE = {
  ok: 200,
  failed: 400,
  sessionExpired: 600,
  forcedOffline: 601,
  tokenInvalid: 602,
  verificationCodeWrong: 'D5015',
  oldPasswordWrong: 'D5007',
} as const;

export const MENU_TYPE = {
  directory: 1,
  page: 2,
  onlineForm: 3,
  dictionary: 4,
  report: 5,
  dataScreen: 6,
  link: 7,
  portal: 8,
} as const;

export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;

export const PAGINATION = { page: 1, pageSize: 20, pageSizes: [10, 20, 30, 40] } as const;
export const MESSAGE_DURATION_MS = 1500;
export const REQUEST_BUILD_ERROR_DURATION_MS = 5500;
export const LONG_CALL_TIMEOUT_MS = 100_000;
export const LAST_LOGIN_NOTICE_MS = 2000;
export const PO_PASSWORD_MIN_LENGTH = 12;
/** The header's message drawer (spec 000 §9): its width, page size, and how near the bottom it loads more. */
export const MESSAGE_DRAWER = { widthPx: 280, pageSize: 20, loadWithinPx: 200 } as const;

/** The forgot-password e-mail code: digits, lifetime and the resend countdown the client shows. */
export const VERIFICATION_CODE = { length: 6, ttlSeconds: 600, resendSeconds: 60, maxAttempts: 5 } as const;

export const DICTIONARIES_AT_LOGIN = ['PlantLA', 'ReasonCode', 'PlantReasonCode'] as const;

/** Theme colours of the settings drawer (spec 000 §2.5, values from spec 001 §9); `default` is #409EFF. */
export const THEME_COLORS = {
  default: '#409EFF',
  blue: '#1890FF',
  purple: '#722ED1',
  azure: '#211BCE',
  ocean: '#13C2C2',
  green: '#3EAC12',
  yellow: '#F8BC18',
  orange: '#F5811C',
  red: '#F5222D',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

export const SIDEBAR_THEMES = ['lightWhite', 'dark'] as const;
export type SidebarTheme = (typeof SIDEBAR_THEMES)[number];

export const SIDEBAR_WIDTH = 210;
/** Up to this width the side menu folds into a drawer (tablets in portrait, phones); the PO list turns to cards only at PHONE_MAX_WIDTH. */
export const COLLAPSED_MENU_MAX_WIDTH = 992;
export const TOP_MENU_ITEM_WIDTH = 116;
