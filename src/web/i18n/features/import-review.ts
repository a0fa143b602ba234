import { defineMessages } from '@/web/i18n/define';

/** The import review's podium preview for results files. */
export const importReview = defineMessages({
  'importReview.podium.title': 'Pódio pelas regras de premiação',
  'importReview.podium.help':
    'Como o pódio ficaria com as linhas que serão enviadas. Um nome ou tempo estranho aqui costuma ser uma coluna mapeada errado.',
  'importReview.podium.loading': 'Calculando o pódio…',
  'importReview.podium.unavailable': 'Não foi possível ler as regras de premiação desta prova.',
  'importReview.podium.noRules': 'Esta prova não tem regras de premiação: não há pódio a conferir.',
  'importReview.podium.nobody': 'Ninguém do arquivo entra nesta regra.',
  'importReview.podium.unsupported': 'Premiação por equipes: apurada pelo hub.',
  'importReview.podium.place': '{place}º lugar',
  'importReview.podium.bib': 'nº {bib}',
  'importReview.podium.row': 'linha {row}',
  'importReview.podium.tie': 'Empate',
});
