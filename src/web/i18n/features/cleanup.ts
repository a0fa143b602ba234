import { defineMessages } from '@/web/i18n/define';

export const cleanup = defineMessages({
  'cleanup.intro':
    'Limpe uma importação errada antes de importar de novo. Toda exclusão aqui é definitiva e pede o código do evento.',
  'cleanup.registrations.title': 'Excluir inscrições importadas',
  'cleanup.registrations.description':
    'Apaga inscrições que vieram pela API ou por planilha, filtradas por prova, situação e origem.',
  'cleanup.registrations.online':
    'Inscrições online nunca entram aqui: elas vêm do checkout, com pedido e pagamento, e só saem por cancelamento no painel administrativo.',
  'cleanup.registrations.onlineTitle': 'Inscrições online ficam protegidas',
  'cleanup.registrations.review': 'Revisar exclusão',
  'cleanup.registrations.confirmTitle': 'Excluir inscrições',
  'cleanup.registrations.confirm': 'Excluir inscrições',
  'cleanup.registrations.wouldDelete':
    '{count|# inscrição será excluída|# inscrições serão excluídas}.',
  'cleanup.registrations.protected': '{count} inscrições online com esses filtros ficam intactas.',
  'cleanup.registrations.nothing':
    'Nenhuma inscrição da API ou de planilha corresponde a esses filtros.',
  'cleanup.registrations.deleted': '{count|# inscrição excluída|# inscrições excluídas}.',
  'cleanup.filter.race': 'Prova',
  'cleanup.filter.raceAll': 'Todas as provas',
  'cleanup.filter.raceId': 'ID da prova',
  'cleanup.filter.raceIdHelp':
    'Este hub não lista as provas do evento. Deixe vazio para todas as provas.',
  'cleanup.filter.raceIdInvalid': 'Use só o número (id) da prova',
  'cleanup.filter.status': 'Situação',
  'cleanup.filter.statusAll': 'Todas as situações',
  'cleanup.filter.origin': 'Origem',
  'cleanup.filter.originAll': 'API e planilha',
  'cleanup.origin.api': 'API',
  'cleanup.origin.csv': 'Planilha (CSV)',
  'cleanup.status.confirmed': 'Confirmada',
  'cleanup.status.pending': 'Pendente',
  'cleanup.status.cancelled': 'Cancelada',
  'cleanup.summary': 'Filtros: {filters}',
  'cleanup.results.title': 'Excluir todos os resultados',
  'cleanup.results.description':
    'Apaga todos os resultados do evento, inclusive os já removidos, e as provas voltam para resultados pendentes. Resultados não têm pagamento, então nada fica protegido.',
  'cleanup.results.review': 'Excluir todos os resultados',
  'cleanup.results.confirmTitle': 'Excluir todos os resultados',
  'cleanup.results.confirm': 'Excluir resultados',
  'cleanup.results.wouldDelete': '{count|# resultado será excluído|# resultados serão excluídos}.',
  'cleanup.results.nothing': 'Este evento não tem resultados para excluir.',
  'cleanup.results.deleted': '{count|# resultado excluído|# resultados excluídos}.',
  'cleanup.countUnavailable':
    'Este hub não informa antes quantos registros serão excluídos. Confira os filtros com atenção.',
  'cleanup.confirm.label': 'Digite o código do evento para confirmar',
  'cleanup.confirm.description': 'Digite exatamente {code}.',
  'cleanup.confirm.mismatch': 'O código não confere',
  'cleanup.cancel': 'Cancelar',
  'cleanup.close': 'Fechar',
  'cleanup.checkpoint.title': 'Remover ponto de controle',
  'cleanup.checkpoint.description':
    'Remove um ponto de controle de uma prova e todos os tempos parciais registrados nele.',
  'cleanup.checkpoint.select': 'Ponto de controle',
  'cleanup.checkpoint.placeholder': 'Escolha o ponto de controle',
  'cleanup.checkpoint.none': 'Este evento não tem pontos de controle.',
  'cleanup.checkpoint.id': 'ID do ponto de controle',
  'cleanup.checkpoint.idHelp': 'Este hub não lista os pontos de controle: informe o id.',
  'cleanup.checkpoint.idInvalid': 'Informe o número (id) do ponto de controle',
  'cleanup.checkpoint.required': 'Escolha um ponto de controle',
  'cleanup.checkpoint.remove': 'Remover ponto de controle',
  'cleanup.checkpoint.confirmTitle': 'Remover ponto de controle',
  'cleanup.checkpoint.confirmText':
    'Remover {checkpoint}? Os tempos parciais registrados nele também serão apagados.',
  'cleanup.checkpoint.confirm': 'Remover',
  'cleanup.checkpoint.removed': 'Ponto de controle {checkpoint} removido.',
  'cleanup.checkpoint.raceGroup': 'Prova {race}',
  'cleanup.checkpoint.unnamed': 'Ponto {id}',
  'cleanup.error': 'O hub recusou a exclusão',
});
