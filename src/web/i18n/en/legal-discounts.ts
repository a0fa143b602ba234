import type { EnglishOf } from '@/web/i18n/define';
import type { legalDiscounts } from '@/web/i18n/features/legal-discounts';

export const legalDiscountsEn: EnglishOf<typeof legalDiscounts> = {
  'legalDiscounts.title': 'Legal discounts',
  'legalDiscounts.subtitle': 'Discounts required by law. The three types are saved together.',
  'legalDiscounts.type.pcd': 'Person with disability',
  'legalDiscounts.type.student': 'Student',
  'legalDiscounts.type.senior': 'Senior (60+)',
  'legalDiscounts.col.type': 'Type',
  'legalDiscounts.col.enabled': 'Active',
  'legalDiscounts.col.kind': 'Kind',
  'legalDiscounts.col.value': 'Value',
  'legalDiscounts.col.proof': 'Proof',
  'legalDiscounts.col.example': 'Example',
  'legalDiscounts.enabled': '{type} discount active',
  'legalDiscounts.kind': '{type} discount kind',
  'legalDiscounts.kind.percent': '%',
  'legalDiscounts.kind.fixed': 'R$',
  'legalDiscounts.value': '{type} discount value',
  'legalDiscounts.proof': 'Require proof for {type}',
  'legalDiscounts.valueRequired': 'Enter the value',
  'legalDiscounts.invalidMoney': 'Use an amount in reais, e.g. 20,00',
  'legalDiscounts.save': 'Save discounts',
  'legalDiscounts.reset': 'Undo changes',
  'legalDiscounts.saved': 'Discounts saved.',
  'legalDiscounts.errorsTitle': 'The hub refused the discounts',
  'legalDiscounts.unavailableTitle': 'This hub does not report the current discounts',
  'legalDiscounts.unavailableText':
    'The values below are suggestions. Saving makes all three types apply as shown here.',
  'legalDiscounts.examplePrice': 'Example price',
  'legalDiscounts.exampleOption': '{batch} — {race} ({price})',
  'legalDiscounts.exampleHint': 'A batch price of the event, to see the effect of each discount.',
  'legalDiscounts.exampleOff': 'off',
  'legalDiscounts.exampleFree': 'the discount covers the whole price',
  'legalDiscounts.exampleOver': 'discount larger than the price ({price})',
  'legalDiscounts.overPrice':
    'Larger than the price of {price} ({batch} — {race}): that registration would be free. Use at most {price}.',
  'legalDiscounts.noExample':
    'No batch prices for the example: this hub does not list batches, and none was created in this session.',
  'legalDiscounts.noBatches': 'The event has no priced batches for the example yet.',
  'legalDiscounts.exampleSummary': '{price} in {batch} — {race}',
  'legalDiscounts.law.senior':
    'Statute of Older Persons (Lei 10.741/2003), art. 23: people aged 60 or more pay at most half.',
  'legalDiscounts.law.student':
    'Half price (Lei 12.933/2013): students pay half; the organizer may limit it to 40% of the tickets.',
  'legalDiscounts.law.pcd':
    'Half price (Lei 12.933/2013): people with disabilities, and their companion when they need one, pay half.',
  'legalDiscounts.law.under': 'Below what the law asks: a discount of at least half the price.',
  'legalDiscounts.law.note': 'Guidance, not legal advice.',
};
