import { z } from 'zod/mini';
import { cpfDigitsOf, isValidCpf, padCpf } from '@/contract/cpf';
import { CPF_LENGTH, INT4_MAX, RACE_TIME_MAX_MS } from '@/contract/limits';
import { REGISTRATION_IMPORT_COLUMNS } from '@/contract/registrations';
import { RESULT_IMPORT_COLUMNS } from '@/contract/results';
import { groupDigits } from '@/contract/common';
import {
  isRaceTimeInRange,
  msToRaceTime,
  normalizeRaceTime,
  RACE_TIME_PATTERN,
} from '@/contract/time';
import { FORMULA_START } from '@/spreadsheet/csv';
import type { ProblemCode } from './types';

export type ResultStatus = (typeof RESULT_IMPORT_COLUMNS.status.values)[number];
const OTHER_DOCUMENT_MAX = REGISTRATION_IMPORT_COLUMNS.document.max;
/** Fewer digits than this are no CPF, passport or RG (the shortest take 6 or more). */
const DOUBTFUL_DIGITS = 6;

export interface Failure {
  code: ProblemCode;
  message: string;
}

const ACCENTS = /[\u0300-\u036f]/g;
const NON_ALNUM = /[^a-z0-9]+/g;

export function fold(value: string): string {
  return value.normalize('NFD').replace(ACCENTS, '').toLowerCase().replace(NON_ALNUM, ' ').trim();
}

/** A cell as typed, trimmed, without the quote our own report adds against formula injection. */
export function cleanCell(raw: string | undefined): string {
  if (raw === undefined) return '';
  const value = raw.trim();
  return value.charCodeAt(0) === 39 && FORMULA_START.test(value.slice(1))
    ? value.slice(1).trim()
    : value;
}

const SCIENTIFIC = /^[+-]?\d+(?:[.,](\d+))?[eE]\+?(\d+)$/;

export const isScientific = (value: string): boolean => SCIENTIFIC.test(value);

/**
 * Digits of a number in scientific notation when the mantissa still holds every digit
 * (`5,581991234567E+12`), else null: `5,58199E+12` is Excel's rounding, the rest is gone.
 */
export function scientificDigits(value: string): string | null {
  const m = SCIENTIFIC.exec(value);
  if (!m) return null;
  const decimals = m[1] ?? '';
  const exponent = Number(m[2]);
  if (decimals.length > exponent) return null;
  const mantissa = value.slice(0, value.search(/[eE]/)).replace(/^[+-]/, '').replace(/[.,]/, '');
  return decimals.length === exponent ? mantissa : null;
}

export type DocumentOutcome =
  { ok: true; value: string; warning?: Failure } | { ok: false; failure: Failure };

const DIGITS = /^\d+$/;

function isElevenDigits(value: string): boolean {
  if (value.length !== CPF_LENGTH) return false;
  for (let i = 0; i < CPF_LENGTH; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** `ddd.ddd.ddd-dd`, the mask most files use, by its dots and dash. */
const isMaskedShape = (v: string) =>
  v.length === 14 && v.charCodeAt(3) === 46 && v.charCodeAt(7) === 46 && v.charCodeAt(11) === 45;

/** Its eleven digits in one string: four slices joined made seven strings per row. */
const unmask = (v: string) =>
  String.fromCharCode(
    v.charCodeAt(0),
    v.charCodeAt(1),
    v.charCodeAt(2),
    v.charCodeAt(4),
    v.charCodeAt(5),
    v.charCodeAt(6),
    v.charCodeAt(8),
    v.charCodeAt(9),
    v.charCodeAt(10),
    v.charCodeAt(12),
    v.charCodeAt(13),
  );

/**
 * A bare or masked CPF is checked as it is, once per row: `isValidCpf` skips the mask and
 * counts eleven digits, so a pass means the other places all hold digits. The digits of a
 * masked one are copied out only then, in one string.
 */
export function validCpfDigits(value: string): string | null {
  if (value.length === CPF_LENGTH) return isValidCpf(value) ? value : null;
  if (isMaskedShape(value)) return isValidCpf(value) ? unmask(value) : null;
  const cpf = cpfDigitsOf(value);
  return cpf && isValidCpf(cpf) ? cpf : null;
}

export function normalizeDocument(value: string): DocumentOutcome {
  const cpf = isElevenDigits(value) ? value : cpfDigitsOf(value);
  if (cpf) {
    if (isValidCpf(cpf)) return { ok: true, value: cpf };
    if (/^(\d)\1{10}$/.test(cpf))
      return {
        ok: false,
        failure: {
          code: 'invalid_cpf',
          message: `CPF ${value} com todos os dígitos iguais: não é um CPF de ninguém`,
        },
      };
    return {
      ok: false,
      failure: {
        code: 'invalid_cpf',
        message: `CPF ${value} inválido: os dígitos verificadores não conferem`,
      },
    };
  }
  if (DIGITS.test(value) && value.length < CPF_LENGTH) {
    const padded = padCpf(value);
    if (value.length >= 8 && isValidCpf(padded)) return { ok: true, value: padded };
    // Too few digits for any document a race asks for: a bib, an age or a row number slipped in.
    if (value.length < DOUBTFUL_DIGITS)
      return {
        ok: true,
        value,
        warning: {
          code: 'document_doubtful',
          message: `Documento ${value} com ${value.length} dígitos: não parece CPF nem passaporte. Confira; se for enviado, vai como outro documento`,
        },
      };
    return {
      ok: true,
      value,
      warning: {
        code: 'document_not_cpf',
        message: `Documento ${value} tem ${value.length} dígitos e não é um CPF válido mesmo com zeros à esquerda: será enviado como outro documento`,
      },
    };
  }
  if (isScientific(value))
    return {
      ok: false,
      failure: {
        code: 'scientific_notation',
        message: `Documento em notação científica (${value}): o Excel arredondou o número e os dígitos se perderam. Formate a coluna como Texto e exporte de novo`,
      },
    };
  if (value.length > OTHER_DOCUMENT_MAX)
    return {
      ok: false,
      failure: {
        code: 'too_long',
        message: `Documento com mais de ${OTHER_DOCUMENT_MAX} caracteres`,
      },
    };
  return { ok: true, value };
}

export type PhoneOutcome = { value: string | undefined; warning?: Failure };

/** Phones stay as typed, except Excel's scientific notation: recovered when exact, else dropped. */
export function normalizePhone(value: string): PhoneOutcome {
  if (!isScientific(value)) return { value };
  const digits = scientificDigits(value);
  if (digits)
    return {
      value: digits,
      warning: {
        code: 'phone_scientific_recovered',
        message: `Telefone em notação científica (${value}) convertido para ${digits}: confira`,
      },
    };
  return {
    value: undefined,
    warning: {
      code: 'phone_scientific_notation',
      message: `Telefone em notação científica (${value}): o Excel arredondou o número e os últimos dígitos se perderam, então ele não será enviado. Formate a coluna como Texto no Excel e exporte de novo`,
    },
  };
}

const BOOLEANS = new Map<string, boolean>();
for (const word of ['sim', 's', 'x', 'true', 'verdadeiro', '1', 'yes', 'y', 'ok', 'retirado'])
  BOOLEANS.set(word, true);
for (const word of ['nao', 'n', 'false', 'falso', '0', 'no', 'nao retirado', 'pendente'])
  BOOLEANS.set(word, false);

export function normalizeBoolean(value: string): boolean | undefined {
  return BOOLEANS.get(fold(value));
}

export const booleanFailure = (value: string): Failure => ({
  code: 'invalid_boolean',
  message: `Valor "${value}" não é sim ou não (use sim/não, s/n, x, 1/0)`,
});

/** A time -> wire shape, or null when it is none or past RACE_TIME_MAX_MS. */
export function normalizeTime(value: string): string | null {
  // Two-digit hours never pass the maximum.
  if (value.length === 8 && RACE_TIME_PATTERN.test(value)) return value;
  const time = normalizeRaceTime(value);
  return time && isRaceTimeInRange(time) ? time : null;
}

export function timeFailure(value: string): Failure {
  const time = normalizeRaceTime(value);
  if (time && !isRaceTimeInRange(time))
    return {
      code: 'invalid_time',
      message: `Tempo "${value}" passa do máximo aceito (${msToRaceTime(RACE_TIME_MAX_MS)})`,
    };
  return {
    code: 'invalid_time',
    message: `Tempo inválido "${value}": use H:MM:SS, MM:SS ou segundos`,
  };
}

const STATUS_WORDS: Record<ResultStatus, string[]> = {
  finished: [
    'finished',
    'finisher',
    'fin',
    'ok',
    'completou',
    'completo',
    'completa',
    'concluiu',
    'concluido',
    'concluida',
    'chegou',
    'finalizou',
    'terminou',
  ],
  dnf: [
    'dnf',
    'did not finish',
    'abandonou',
    'abandono',
    'desistiu',
    'desistencia',
    'nao completou',
    'nao concluiu',
    'nao terminou',
    'nao chegou',
  ],
  dns: ['dns', 'did not start', 'nao largou', 'ausente', 'nao compareceu', 'faltou', 'nl'],
  dsq: [
    'dsq',
    'dq',
    'disqualified',
    'desclassificado',
    'desclassificada',
    'desclassificacao',
    'desc',
  ],
};
const STATUSES = new Map<string, ResultStatus>();
for (const status of RESULT_IMPORT_COLUMNS.status.values)
  for (const word of STATUS_WORDS[status]) STATUSES.set(word, status);

export function normalizeStatus(value: string): ResultStatus | undefined {
  return STATUSES.get(fold(value));
}

export const statusFailure = (value: string): Failure => ({
  code: 'invalid_status',
  message: `Situação "${value}" desconhecida: use completou, DNF (abandonou), DNS (não largou) ou DSQ (desclassificado)`,
});

const POSITION = /^(\d+)\s*[º°ª.]?$/;

/** A place from 1 to INT4_MAX, or null. */
export function normalizePosition(value: string): number | null {
  const m = POSITION.exec(value);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= INT4_MAX ? n : null;
}

/** Why a position cell is not sent. */
export function positionProblem(label: string, value: string): Failure {
  const m = POSITION.exec(value);
  return {
    code: 'invalid_position',
    message:
      m && Number(m[1]) > INT4_MAX
        ? `${label} "${value}" passa do máximo (${groupDigits(INT4_MAX)}): não será enviada (o hub calcula)`
        : `${label} "${value}" não é um número: não será enviada (o hub calcula)`,
  };
}

/** The same pattern `z.email()` checks, so the fast pass and the schema agree. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;
