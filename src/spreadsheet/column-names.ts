import type { RegistrationImportColumn } from '@/contract/registrations';
import type { ResultImportColumn } from '@/contract/results';

/** An import file's column by the contract's name; `split` is one checkpoint column. */
export type ImportColumnName = RegistrationImportColumn | ResultImportColumn | 'split' | 'race';
type ColumnLabels = Record<ImportColumnName, string>;

/**
 * The names of the import columns as people read them, by the contract's column name. Apart
 * from the imports catalogue: only the mapping and review steps (lazy) and the pipeline's
 * worker, which writes its row problems with the pt-BR ones, read them.
 */
export const IMPORT_COLUMNS_PT_BR = {
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
  split: 'Parcial (ponto de controle)',
  race: 'Prova (de cada linha)',
} satisfies ColumnLabels;

export const IMPORT_COLUMNS_EN: ColumnLabels = {
  name: 'Name',
  external_id: 'External ID',
  document: 'CPF / document',
  email: 'Email',
  phone: 'Phone',
  birth_date: 'Birth date',
  bib: 'Bib number',
  category: 'Category',
  modality: 'Modality',
  kit_picked_up: 'Kit picked up',
  kit_qr_payload: 'Kit QR code',
  medical_link: 'Medical certificate link',
  status: 'Status',
  net_time: 'Net time',
  gun_time: 'Gun time',
  overall_position: 'Overall place',
  gender_position: 'Place by sex',
  category_position: 'Place in category',
  sex: 'Sex',
  age: 'Age',
  team: 'Team',
  split: 'Split (checkpoint)',
  race: 'Race (of each row)',
};
