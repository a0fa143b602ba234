import { defineMessages } from '@/web/i18n/define';

/** Undoing one import (Limpeza, from the import history): loaded with that section only. */
export const cleanupUndo = defineMessages({
  'cleanup.undo.title': 'Desfazer a importação #{id}',
  'cleanup.undo.which':
    'Prova {race} · importada em {when} · {created|# linha criada|# linhas criadas}.',
  'cleanup.undo.name': 'Nome',
  'cleanup.undo.document': 'Documento',
  'cleanup.undo.bib': 'Peito',
  'cleanup.undo.time': 'Tempo líquido',
  'cleanup.undo.pageOf': 'Página {page} de {pages}',
  'cleanup.undo.back': 'Voltar ao histórico de importações',
  'cleanup.undo.confirmTitle': 'Desfazer a importação #{id}',
  'cleanup.undo.deleting': 'Apagando…',
  'cleanup.undo.cannotTitle': 'Este hub não desfaz uma importação',
  'cleanup.undo.registrations.description':
    'Apaga as inscrições que esta importação criou. As que ela só atualizou já existiam antes e ficam; inscrições online nunca saem daqui.',
  'cleanup.undo.registrations.listLabel': 'Inscrições que serão apagadas',
  'cleanup.undo.registrations.wouldDelete':
    '{count|# inscrição desta importação será apagada|# inscrições desta importação serão apagadas}.',
  'cleanup.undo.registrations.delete': '{count|Apagar esta inscrição|Apagar estas # inscrições}',
  'cleanup.undo.registrations.deleted':
    '{count|# inscrição desta importação foi apagada|# inscrições desta importação foram apagadas}.',
  'cleanup.undo.registrations.nothing':
    'Nada a desfazer: as inscrições que esta importação criou já não estão no hub.',
  'cleanup.undo.registrations.cannot':
    'Este hub não diz quais inscrições cada importação criou, e a exclusão em massa da API só filtra por prova, situação e origem, não por CPF nem por external_id. Apagar por esses filtros levaria outras inscrições junto, então nada é apagado daqui.',
  'cleanup.undo.results.description':
    'Apaga os resultados que esta importação criou. Os que ela só atualizou já existiam antes e ficam; uma prova sem nenhum resultado volta para resultados pendentes.',
  'cleanup.undo.results.listLabel': 'Resultados que serão apagados',
  'cleanup.undo.results.wouldDelete':
    '{count|# resultado desta importação será apagado|# resultados desta importação serão apagados}.',
  'cleanup.undo.results.delete': '{count|Apagar este resultado|Apagar estes # resultados}',
  'cleanup.undo.results.deleted':
    '{count|# resultado desta importação foi apagado|# resultados desta importação foram apagados}.',
  'cleanup.undo.results.nothing':
    'Nada a desfazer: os resultados que esta importação criou já não estão no hub.',
  'cleanup.undo.results.cannot':
    'Este hub não diz quais resultados cada importação criou, e a API só apaga todos os resultados do evento de uma vez. Nada é apagado daqui.',
});
