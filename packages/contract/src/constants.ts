// Business constants of the product specification (section 9). Both sides read them from here.
export const PRODUCT_NAME = 'SalesPulse';

export const PROJECT_PAGE_SIZE = 30;
export const PROJECT_SEARCH_VISIBLE_ABOVE = 6;
export const PROJECT_SEARCH_MIN_LENGTH = 3;
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_INPUT_DEBOUNCE_MS = 300;

export const LOGIN_PASSWORD_MIN = 4;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const EMPLOYEE_PAGE_SIZE = 30;
export const DEFAULT_ITEMS_PER_PAGE = 15;
export const MAX_ITEMS_PER_PAGE = 100;
export const GIFT_HISTORY_PAGE_SIZE = 10;

export const BUTTON_STATUS_RESET_MS = 1500;
export const MODAL_WIDTH_PX = 624;
export const ERROR_TOAST_MS = 8000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_LIMIT = 3;
export const OAUTH_CALLBACK_COUNTDOWN_S = 5;

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 24 * 60 * 60;
export const REFRESH_TOKEN_REMEMBER_ME_TTL_S = 30 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_S = 60 * 60;
export const AUTH_RATE_LIMIT_PER_MINUTE = 10;

export const DEFAULT_CURRENCY = 'USD';
