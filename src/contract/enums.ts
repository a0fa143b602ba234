/**
 * Values the reference hub uses (shared/spec/decisions.md). Request bodies enforce them;
 * response schemas keep plain strings, since a real hub may send values not listed here.
 */
export const GENERIC_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const SALES_MODES = ['platform', 'external', 'free'] as const;
export const SERVICE_FEE_MODES = ['buyer', 'organizer'] as const;
export const RESULTS_STATUSES = ['pending', 'provisional', 'official'] as const;
export const RACE_TYPES = ['road', 'trail', 'track', 'walk', 'kids', 'virtual', 'other'] as const;
export const SCORING_TYPES = ['net_time', 'gun_time', 'laps', 'fixed_time'] as const;
export const SEXES = ['M', 'F', 'X'] as const;
export const CATEGORY_TYPES = ['overall', 'age_group', 'pwd', 'team'] as const;
export const RANKING_TYPES = ['overall', 'category', 'age_group', 'team'] as const;
export const AWARD_KINDS = ['trofeu', 'medalha', 'dinheiro', 'brinde'] as const;
export const FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'checkbox',
  'file',
] as const;
export const LEGAL_DISCOUNT_TYPES = ['pcd', 'student', 'senior'] as const;
export const DISCOUNT_VALUE_TYPES = ['percent', 'fixed'] as const;
export const REGISTRATION_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export const REGISTRATION_ORIGINS = ['api', 'csv', 'online'] as const;
export const DELETABLE_ORIGINS = ['api', 'csv'] as const;
export const RESULT_STATUSES = ['finished', 'dnf', 'dns', 'dsq'] as const;
/** An import's status words (decisions.md): the first two while it runs, the last two once it ended. */
export const IMPORT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const VACANCY_STATUSES = ['open', 'low', 'full', 'unlimited'] as const;
export const API_KEY_SCOPES = ['manage', 'read'] as const;

export type RaceType = (typeof RACE_TYPES)[number];
export type ScoringType = (typeof SCORING_TYPES)[number];
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type RegistrationOrigin = (typeof REGISTRATION_ORIGINS)[number];
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Error codes of the reference hub (decisions: Errors). */
export const ERROR_CODES = {
  unauthenticated: 401,
  forbidden_scope: 403,
  not_found: 404,
  validation_failed: 422,
  conflict: 409,
  /** Extension: a race or batch that registrations, sales or results use cannot be deleted. */
  in_use: 409,
  /** Extension: a change that touches sales needs `?confirm=true` (details say who). */
  confirmation_required: 409,
  online_registrations_protected: 422,
  malformed_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  rate_limited: 429,
  too_many_attempts: 429,
  server_error: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
