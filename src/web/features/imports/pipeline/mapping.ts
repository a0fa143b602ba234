import { classifyResultColumns, type ColumnGuess } from './classify';
import { fold } from './normalize';
import type { ColumnMapping, ImportKind, RawTable } from './types';

export const SPLIT_FIELD = 'split';

export const REGISTRATION_FIELDS = [
  'name',
  'external_id',
  'document',
  'email',
  'phone',
  'birth_date',
  'bib',
  'category',
  'modality',
  'kit_picked_up',
  'kit_qr_payload',
  'medical_link',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const RESULT_FIELDS = [
  'bib',
  'status',
  'net_time',
  'gun_time',
  'name',
  'category',
  'modality',
  'overall_position',
  'gender_position',
  'category_position',
  'sex',
  'age',
  'team',
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

export const FIELDS: Record<ImportKind, readonly string[]> = {
  registrations: REGISTRATION_FIELDS,
  results: RESULT_FIELDS,
};

export const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  external_id: 'ID externo',
  document: 'CPF / documento',
  email: 'E-mail',
  phone: 'Telefone',
  birth_date: 'Data de nascimento',
  bib: 'Número de peito',
  category: 'Categoria',
  modality: 'Modalidade',
  kit_picked_up: 'Kit retirado',
  kit_qr_payload: 'QR do kit',
  medical_link: 'Link do atestado',
  status: 'Situação',
  net_time: 'Tempo líquido',
  gun_time: 'Tempo bruto',
  overall_position: 'Colocação geral',
  gender_position: 'Colocação por sexo',
  category_position: 'Colocação na categoria',
  sex: 'Sexo',
  age: 'Idade',
  team: 'Equipe',
  [SPLIT_FIELD]: 'Parcial (ponto de controle)',
};

const SYNONYMS: Record<string, string[]> = {
  name: [
    'nome',
    'nome completo',
    'nome do atleta',
    'nome do participante',
    'atleta',
    'participante',
    'corredor',
    'name',
    'full name',
    'athlete',
  ],
  external_id: [
    'id externo',
    'external id',
    'externalid',
    'id',
    'codigo',
    'codigo inscricao',
    'codigo da inscricao',
    'inscricao',
    'n inscricao',
    'numero da inscricao',
    'registration id',
    'pedido',
  ],
  document: [
    'cpf',
    'documento',
    'doc',
    'rg cpf',
    'cpf rg',
    'document',
    'passaporte',
    'cpf passaporte',
  ],
  email: ['email', 'e mail', 'correio eletronico', 'mail'],
  phone: ['celular', 'telefone', 'fone', 'tel', 'whatsapp', 'phone', 'mobile', 'telefone celular'],
  birth_date: [
    'data de nascimento',
    'nascimento',
    'data nascimento',
    'dt nascimento',
    'dt nasc',
    'data nasc',
    'nasc',
    'birth date',
    'birthdate',
    'date of birth',
    'dob',
  ],
  bib: [
    'numero de peito',
    'peito',
    'n peito',
    'numero',
    'num',
    'n',
    'no',
    'bib',
    'bib number',
    'dorsal',
    'numeral',
  ],
  category: [
    'categoria',
    'cat',
    'faixa etaria',
    'faixa',
    'category',
    'age group',
    'ag',
    'division',
    'div',
  ],
  sex: ['sexo', 'genero', 'sex', 'gender', 'm f', 'mf', 'sexo m f'],
  age: ['idade', 'age', 'anos'],
  team: [
    'equipe',
    'assessoria',
    'assessoria esportiva',
    'clube',
    'club',
    'team',
    'team name',
    'grupo de corrida',
  ],
  gender_position: [
    'class sexo',
    'classificacao sexo',
    'classificacao por sexo',
    'colocacao sexo',
    'colocacao por sexo',
    'pos sexo',
    'posicao sexo',
    'gender',
    'gender place',
    'gender pos',
    'gender position',
    'sex place',
    'sex pos',
  ],
  modality: ['modalidade', 'prova', 'distancia', 'percurso', 'modality', 'race', 'distance'],
  kit_picked_up: [
    'kit retirado',
    'retirou kit',
    'kit',
    'retirada do kit',
    'kit entregue',
    'kit picked up',
  ],
  kit_qr_payload: ['qr do kit', 'qr code', 'qrcode', 'qr', 'kit qr', 'kit qr payload'],
  medical_link: [
    'atestado',
    'atestado medico',
    'link do atestado',
    'medical link',
    'medical certificate',
  ],
  status: ['status', 'situacao', 'sit', 'condicao', 'state'],
  net_time: [
    'tempo liquido',
    'liquido',
    'tempo',
    'tempo chip',
    'chip',
    'tempo final',
    'net time',
    'net',
    'chip time',
    'time',
  ],
  gun_time: ['tempo bruto', 'bruto', 'tempo oficial', 'gun time', 'gun', 'tempo de largada'],
  overall_position: [
    'colocacao',
    'colocacao geral',
    'classificacao',
    'classificacao geral',
    'class geral',
    'pos',
    'posicao',
    'posicao geral',
    'geral',
    'overall',
    'overall position',
    'place',
    'rank',
  ],
  category_position: [
    'colocacao na categoria',
    'colocacao categoria',
    'classificacao na categoria',
    'classificacao categoria',
    'class categoria',
    'pos categoria',
    'posicao na categoria',
    'posicao categoria',
    'col cat',
    'class cat',
    'pos cat',
    'category position',
    'category place',
    'cat rank',
    'class faixa',
    'pos faixa',
    'colocacao faixa',
    'ag pos',
    'age group place',
    'division',
    'div place',
  ],
};

const CHECKPOINT =
  /^(?:km\s*\d+(?:\s\d+)?|\d+(?:\s\d+)?\s*km|parcial\b.*|pc\s*\d+|cp\s*\d+|split\b.*|checkpoint\b.*|passagem\b.*|ponto de controle\b.*)$/;

export const isCheckpointHeader = (header: string): boolean => CHECKPOINT.test(fold(header));

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(up + 1, prev[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = up;
    }
  }
  return prev[b.length];
}

/** How well a folded header names a field: 1 exact synonym, less for near spellings, 0 none. */
function score(header: string, field: string): number {
  if (!header) return 0;
  let best = 0;
  const compact = header.replace(/ /g, '');
  for (const synonym of SYNONYMS[field] ?? []) {
    if (header === synonym || compact === synonym.replace(/ /g, '')) return 1;
    if (synonym.length >= 4 && header.length >= 4) {
      const similarity = 1 - levenshtein(header, synonym) / Math.max(header.length, synonym.length);
      if (similarity >= 0.8) best = Math.max(best, 0.6 + 0.3 * similarity);
    }
    if (
      synonym.length >= 3 &&
      (` ${header} `.includes(` ${synonym} `) || header.startsWith(`${synonym} `))
    )
      best = Math.max(best, 0.5 + 0.1 * Math.min(synonym.length / header.length, 1));
  }
  return best;
}

/** Every field a header could name, best first. */
export function headerFields(kind: ImportKind, header: string): { field: string; score: number }[] {
  const folded = fold(header);
  return FIELDS[kind]
    .map((field) => ({ field, score: score(folded, field) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * The proposed mapping. Results files are read by their values too (`classifyResultColumns`),
 * and each column's guess, with its confidence and reason, comes along for the mapping step.
 */
export function proposeMapping(kind: ImportKind, table: RawTable): ProposedMapping {
  if (kind !== 'results') return { mapping: suggestMapping(kind, table.headers), guesses: null };
  const guesses = classifyResultColumns(table, (header) => headerFields(kind, header));
  return {
    mapping: { kind, columns: guesses.map((g) => g.field) },
    guesses: guesses.map(({ field, confidence, reason, distanceKm }) => ({
      field,
      confidence,
      reason,
      distanceKm: distanceKm ?? null,
    })),
  };
}

export interface ProposedMapping {
  mapping: ColumnMapping;
  /** Per column, for results: what the values said (null for registrations). */
  guesses:
    (Pick<ColumnGuess, 'field' | 'confidence' | 'reason'> & { distanceKm: number | null })[] | null;
}

export function suggestMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const folded = headers.map(fold);
  const columns: (string | null)[] = headers.map(() => null);
  const candidates: { column: number; field: string; score: number }[] = [];
  folded.forEach((header, column) => {
    for (const field of FIELDS[kind]) {
      const s = score(header, field);
      if (s > 0) candidates.push({ column, field, score: s });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const taken = new Set<string>();
  for (const c of candidates) {
    if (columns[c.column] !== null || taken.has(c.field)) continue;
    columns[c.column] = c.field;
    taken.add(c.field);
  }
  if (kind === 'results')
    headers.forEach((header, column) => {
      if (columns[column] === null && isCheckpointHeader(header)) columns[column] = SPLIT_FIELD;
    });
  return { kind, columns };
}

export interface MappingIssue {
  code: 'missing_required' | 'missing_identifier' | 'mapped_twice' | 'unknown_field';
  field: string;
  message: string;
}

export function mappingIssues(mapping: ColumnMapping): MappingIssue[] {
  const issues: MappingIssue[] = [];
  const allowed = new Set([
    ...FIELDS[mapping.kind],
    ...(mapping.kind === 'results' ? [SPLIT_FIELD] : []),
  ]);
  const seen = new Set<string>();
  for (const field of mapping.columns) {
    if (field === null) continue;
    if (!allowed.has(field))
      issues.push({ code: 'unknown_field', field, message: `Campo desconhecido: ${field}` });
    else if (field !== SPLIT_FIELD && seen.has(field))
      issues.push({
        code: 'mapped_twice',
        field,
        message: `${FIELD_LABELS[field]} está em mais de uma coluna`,
      });
    seen.add(field);
  }
  const required = mapping.kind === 'registrations' ? ['name'] : ['bib'];
  for (const field of required)
    if (!seen.has(field))
      issues.push({
        code: 'missing_required',
        field,
        message: `Escolha a coluna de ${FIELD_LABELS[field]}`,
      });
  if (mapping.kind === 'registrations' && !seen.has('external_id') && !seen.has('document'))
    issues.push({
      code: 'missing_identifier',
      field: 'document',
      message: 'Escolha a coluna de CPF / documento ou a de ID externo',
    });
  return issues;
}

export interface ColumnPreview {
  index: number;
  header: string;
  samples: string[];
}

export function describeColumns(table: RawTable, sampleSize = 5): ColumnPreview[] {
  return table.headers.map((header, index) => {
    const samples: string[] = [];
    for (let r = 0; r < table.rows.length && samples.length < sampleSize; r++) {
      const value = table.rows[r][index];
      if (value !== undefined && value.trim() !== '') samples.push(value);
    }
    return { index, header, samples };
  });
}
