import type { EnglishOf } from '@/web/i18n/define';
import type { importReview } from '@/web/i18n/features/import-review';

export const importReviewEn: EnglishOf<typeof importReview> = {
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
};
