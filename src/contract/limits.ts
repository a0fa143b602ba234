/** Every limit stated by Management API v1 or fixed by shared/spec/decisions.md. */
export const MAX_REGISTRATIONS_PER_IMPORT = 2000;
export const MAX_RESULTS_PER_IMPORT = 5000;

export const RACE_NAME_MAX = 80;
export const RACE_SHORT_TEXT_MAX = 20;

export const BATCH_NAME_MAX = 120;
export const BATCH_INSTALLMENTS_MIN = 1;
export const BATCH_INSTALLMENTS_MAX = 12;
export const BATCH_QUANTITY_MIN = 1;
export const BATCH_QUANTITY_MAX = 1_000_000;
export const BATCH_RACE_PRICES_MIN = 1;

export const FIELD_LABEL_MAX = 120;
export const FIELD_KEY_MAX = 60;
export const FIELD_HELP_TEXT_MAX = 500;
export const FIELD_OPTION_TEXT_MAX = 120;

export const RESULTS_MODALITY_MAX = 80;

export const LEGAL_DISCOUNTS_MIN = 1;
export const PERCENT_MAX = 100;

export const RETENTION_RULES_MIN = 1;
export const RETENTION_TOTAL_PERCENT = 100;
export const RETENTION_OFFSET_FLOOR_DAYS_DEFAULT = -30;

export const PAGE_DEFAULT = 1;
export const PER_PAGE_DEFAULT = 15;
export const PER_PAGE_MAX = 100;

export const OTHER_DOCUMENT_MAX = 30;
export const CPF_LENGTH = 11;

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
