import type * as t from '@/server/db/schema';
import type { EventSpec } from '@/server/seed/demo-data';

export function fieldsFor(
  spec: EventSpec,
  eventId: number,
): (typeof t.registrationFields.$inferInsert)[] {
  const shirt = {
    eventId,
    key: 'tamanho_camiseta',
    label: 'Tamanho da camiseta',
    type: 'select',
    options: ['PP', 'P', 'M', 'G', 'GG', 'XG'].map((v) => ({ value: v, label: v })),
    isRequired: true,
    showOnlyWithKit: true,
    sortOrder: 1,
  };
  const fields: (typeof t.registrationFields.$inferInsert)[] = [shirt];
  if (spec.extraFields === 'kids') {
    fields[0] = {
      ...shirt,
      options: ['2', '4', '6', '8', '10', '12', '14'].map((v) => ({
        value: v,
        label: `Infantil ${v}`,
      })),
    };
    fields.push(
      {
        eventId,
        key: 'nome_responsavel',
        label: 'Nome do responsável',
        type: 'text',
        isRequired: true,
        sortOrder: 2,
      },
      {
        eventId,
        key: 'cpf_responsavel',
        label: 'CPF do responsável',
        type: 'text',
        validationRules: ['cpf'],
        helpText: 'Somente números ou no formato 000.000.000-00',
        isRequired: true,
        sortOrder: 3,
      },
      {
        eventId,
        key: 'autorizacao_responsavel',
        label: 'Autorizo a participação da criança',
        type: 'checkbox',
        isRequired: true,
        sortOrder: 4,
      },
    );
    return fields;
  }
  fields.push(
    {
      eventId,
      key: 'cpf_contato_emergencia',
      label: 'CPF do contato de emergência',
      type: 'text',
      validationRules: ['cpf'],
      sortOrder: 2,
    },
    {
      eventId,
      key: 'telefone_emergencia',
      label: 'Telefone de emergência',
      type: 'text',
      validationRules: ['phone'],
      isRequired: true,
      sortOrder: 3,
    },
    {
      eventId,
      key: 'equipe',
      label: 'Equipe ou assessoria',
      type: 'text',
      validationRules: ['max:60'],
      sortOrder: 4,
    },
    {
      eventId,
      key: 'aceite_saude',
      label: 'Declaro estar apto(a) à prática de corrida',
      type: 'checkbox',
      isRequired: true,
      sortOrder: 5,
    },
  );
  if (spec.extraFields === 'trail')
    fields.push({
      eventId,
      key: 'atestado_medico',
      label: 'Atestado médico',
      type: 'file',
      validationRules: ['mimes:pdf,jpg,png', 'max_kb:4096'],
      isRequired: true,
      sortOrder: 6,
    });
  // A select without options cannot come through the API; the checklist must catch it.
  if (spec.extraFields === 'broken-select')
    fields.push({
      eventId,
      key: 'pelotao',
      label: 'Pelotão de largada',
      type: 'select',
      options: [],
      sortOrder: 6,
    });
  return fields;
}
