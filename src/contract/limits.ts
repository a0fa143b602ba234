/** Every limit stated by Management API v1 or fixed by shared/spec/decisions.md. */

/** PostgreSQL `integer` (int4): what counts, prices, ids and positions are stored in. */
export const INT4_MAX = 2_147_483_647;
/** Ids are serial int4 columns: an id past this names nothing that can exist. */
export const ID_MAX = INT4_MAX;

/** Dates and date-times (by the year written): one range for birth dates and race days. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;

/** Race and lap distances, in km: finite, and no race is longer. */
export const DISTANCE_MAX_KM = 1000;

/** Result and split times, stored as int4 milliseconds (which end at 596:31:23.647). */
export const RACE_TIME_MAX_MS = 500 * 3_600_000 - 1;

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

/** Prize rules (extension writes): places awarded, the rule's number, short codes. */
export const PRIZE_RANKING_CUT_MAX = 1000;
export const PRIZE_SEQ_MAX = 1000;
export const PRIZE_TEAM_BEST_MAX = 1000;
export const PRIZE_SHORT_TEXT_MAX = 40;

/** Categories (extension writes): awarded places and the group code; ages up to `AGE_MAX`. */
export const CATEGORY_AWARD_COUNT_MAX = 1000;
export const CATEGORY_GROUP_MAX = 40;

export const FIELD_LABEL_MAX = 120;
export const FIELD_KEY_MAX = 60;
export const FIELD_HELP_TEXT_MAX = 500;
export const FIELD_OPTION_TEXT_MAX = 120;
/** An imported answer to a text field (decisions.md, answers on the registration import item). */
export const ANSWER_TEXT_MAX = 1000;

/** People, as an import item names them: registrations and results share these. */
export const PERSON_NAME_MAX = 200;
export const BIB_MAX = 20;
/** Category and modality names: in import items and the results' `category` filter. */
export const CATEGORY_MAX = 80;
export const MODALITY_MAX = 80;

/** Registration import items. */
export const EXTERNAL_ID_MAX = 100;
export const EMAIL_MAX = 200;
export const PHONE_MAX = 30;
export const KIT_QR_PAYLOAD_MAX = 500;
export const MEDICAL_LINK_MAX = 500;

/** Result import items: a checkpoint's name and how many splits one item carries. */
export const CHECKPOINT_NAME_MAX = 80;
export const SPLITS_MAX = 50;
/** Extensions of results items. */
export const AGE_MAX = 120;
export const TEAM_MAX = 80;

export const LEGAL_DISCOUNTS_MIN = 1;
export const PERCENT_MAX = 100;

export const RETENTION_RULES_MIN = 1;
export const RETENTION_TOTAL_PERCENT = 100;
export const RETENTION_OFFSET_FLOOR_DAYS_DEFAULT = -30;
/** Ten years after the event: past it no date the dashboard shows for a payout is real. */
export const RETENTION_OFFSET_DAYS_MAX = 3650;

/** `{event}`, `{race}` and the other path parameters: an id or a code. */
export const ID_OR_CODE_MAX = 100;
/** `GET /events` filters. */
export const EVENT_STATUS_FILTER_MAX = 40;
export const EVENT_SEARCH_MAX = 120;
/** `GET /events/{event}/registrations?search=`: a name, a CPF or a bib. */
export const REGISTRATION_SEARCH_MAX = 120;
/** The `Idempotency-Key` header of an import. */
export const IDEMPOTENCY_KEY_MAX = 200;
/** The key typed at the dashboard's sign-in (a real one has 47 characters). */
export const SIGN_IN_KEY_MAX = 200;

export const PAGE_DEFAULT = 1;
export const PAGE_MAX = INT4_MAX;
export const PER_PAGE_DEFAULT = 15;
export const PER_PAGE_MAX = 100;
/** A race's results read back: a page holds a big-city race in a few requests. */
export const RESULTS_PER_PAGE_MAX = 1000;

export const OTHER_DOCUMENT_MAX = 30;
export const CPF_LENGTH = 11;

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * How many days from its event's date a race may start: further, the date is taken for a typo
 * (2020 for a 2027 event). The race form refuses it and the configuration review flags it, by
 * this one rule; the hub itself only refuses a start before the event's registrations open.
 */
export const RACE_EVENT_WINDOW_DAYS = 90;

/** Event writes (extension `POST /events`, `PATCH /events/{event}`). */
export const EVENT_CODE_MAX = 40;
export const EVENT_NAME_MAX = 120;
export const EVENT_CITY_MAX = 80;
export const EVENT_SHORT_TEXT_MAX = 40;
/** Descriptions, the regulation and the refund summary: long texts, not documents. */
export const EVENT_LONG_TEXT_MAX = 20_000;
export const URL_MAX = 2_048;
/** Bibs, tags, expected athletes, a registration limit: counts no event reaches. */
export const EVENT_COUNT_MAX = 1_000_000;
/** Days after a purchase a refund may be asked for. */
export const REFUND_WINDOW_DAYS_MAX = 365;
