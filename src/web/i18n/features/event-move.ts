import { defineMessages } from '@/web/i18n/define';

/** Moving an event's races, batches and registration window with its date (the overview asks after a save). */
export const eventMove = defineMessages({
  'eventConfig.move.title': 'Mover as datas junto com o evento?',
  'eventConfig.move.later':
    'O evento passou de {from} para {to}, {count|# dia depois|# dias depois}. As largadas e as janelas de venda dos lotes podem ir junto, na mesma medida:',
  'eventConfig.move.earlier':
    'O evento passou de {from} para {to}, {count|# dia antes|# dias antes}. As largadas e as janelas de venda dos lotes podem ir junto, na mesma medida:',
  'eventConfig.move.reading': 'Lendo as provas e os lotes…',
  'eventConfig.move.nothing': 'Nenhuma largada ou janela de lote para mover.',
  'eventConfig.move.now': 'Hoje',
  'eventConfig.move.moved': 'Depois de mover',
  'eventConfig.move.apply': 'Mover {races|# largada|# largadas} e {batches|# lote|# lotes}',
  'eventConfig.move.keep': 'Manter como estão',
  'eventConfig.move.close': 'Fechar',
  'eventConfig.move.opens': 'Abertura das inscrições',
  'eventConfig.move.closes': 'Encerramento das inscrições',
  'eventConfig.move.applyWindow':
    'Mover as inscrições, {races|# largada|# largadas} e {batches|# lote|# lotes}',
  'eventConfig.move.raceStart': 'Largada: {name}',
  'eventConfig.move.state': 'Situação',
  'eventConfig.move.done': 'Datas movidas: {count|# mudança gravada|# mudanças gravadas}.',
  'eventConfig.move.stopped':
    'Parou na linha marcada: {count|# mudança gravada|# mudanças gravadas} antes dela. Corrija e tente de novo: o que já foi gravado não muda outra vez.',
  'eventConfig.move.retry': 'Tentar de novo',
});
