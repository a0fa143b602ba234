import { defineMessages } from '@/web/i18n/define';

/** The import review's podium preview for results files. */
export const importReview = defineMessages(
  {
    'importReview.podium.title': 'Pódio pelas regras de premiação',
    'importReview.podium.help':
      'Como o pódio ficaria com as linhas que serão enviadas. Um nome ou tempo estranho aqui costuma ser uma coluna mapeada errado.',
    'importReview.podium.loading': 'Calculando o pódio…',
    'importReview.podium.unavailable': 'Não foi possível ler as regras de premiação desta prova.',
    'importReview.podium.noRules':
      'Esta prova não tem regras de premiação: não há pódio a conferir.',
    'importReview.podium.nobody': 'Ninguém do arquivo entra nesta regra.',
    'importReview.podium.unsupported': 'Premiação por equipes: apurada pelo hub.',
    'importReview.podium.place': '{place}º lugar',
    'importReview.podium.bib': 'nº {bib}',
    'importReview.podium.row': 'linha {row}',
    'importReview.podium.tie': 'Empate',
  },
  {
    'importReview.podium.title': 'Podium by the prize rules',
    'importReview.podium.help':
      'The podium the rows about to be sent would give. An odd name or time here is usually a column mapped wrong.',
    'importReview.podium.loading': 'Working out the podium…',
    'importReview.podium.unavailable': "This race's prize rules could not be read.",
    'importReview.podium.noRules': 'This race has no prize rules: there is no podium to check.',
    'importReview.podium.nobody': 'Nobody in the file falls under this rule.',
    'importReview.podium.unsupported': 'Team prizes: worked out by the hub.',
    'importReview.podium.place': 'Place {place}',
    'importReview.podium.bib': 'bib {bib}',
    'importReview.podium.row': 'row {row}',
    'importReview.podium.tie': 'Tie',
  },
);
