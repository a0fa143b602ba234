import type { EnglishOf } from '@/web/i18n/define';
import type { salespeople } from '@/web/i18n/features/salespeople';

export const salespeopleEn: EnglishOf<typeof salespeople> = {
  'salespeople.title': 'Salespeople',
  'salespeople.subtitle': "The hub's active salespeople and their contacts.",
  'salespeople.col.name': 'Name',
  'salespeople.col.document': 'Document',
  'salespeople.col.email': 'E-mail',
  'salespeople.col.phone': 'Phone',
  'salespeople.col.status': 'Commercial status',
  'salespeople.empty.title': 'No active salespeople',
  'salespeople.empty.description': "The hub's active salespeople show up here.",
  'salespeople.error.title': 'Could not load the salespeople',
};
