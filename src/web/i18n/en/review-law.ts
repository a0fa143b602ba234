import type { EnglishOf } from '@/web/i18n/define';
import type { reviewLaw } from '@/web/i18n/features/review-law';

export const reviewLawEn: EnglishOf<typeof reviewLaw> = {
  'law.title': 'What the law asks',
  'law.hint': 'Guidance from the configuration, not legal advice.',
  'law.none':
    'Nothing to point out in discounts for seniors and half price, the right to withdraw, kids’ races and proofs.',
  'law.fix': 'Open {tab}',
  'law.discount.missing': 'There is no {type} discount.',
  'law.discount.off': 'The {type} discount is off.',
  'law.discount.under': 'The {type} discount is less than half the price.',
  'law.withdrawal':
    'The {percent}% payout {offset} comes before the end of the withdrawal period of someone who buys on the last day of sales ({lastSale}), which runs until {until}.',
  'law.day.before': '{days|# day|# days} before the event',
  'law.day.on': 'on the event day',
  'law.day.after': '{days|# day|# days} after the event',
  'law.kids.prizes': 'The kids’ race {race} has {count|# prize rule|# prize rules}.',
  'law.proof': 'The {types} discounts ask for proof, but the form has no file field to send it.',
  'law.source.senior':
    'Statute of Older Persons (Lei 10.741/2003), art. 23: people aged 60 or more pay at most half in sports events.',
  'law.source.halfPrice':
    'Half-price law (Lei 12.933/2013): students and people with disabilities (and their companion, when they need one) pay half; organizers may limit half price to 40% of each event’s tickets.',
  'law.source.withdrawal':
    'Consumer Protection Code (Lei 8.078/1990), art. 49: a purchase made online may be undone within 7 days, with everything paid refunded.',
  'law.source.kids':
    'Good practice in kids’ races: taking part without ranking or prizes by place; age counts on 31 December of the event’s year.',
  'law.source.proof':
    'The proof (student card, an ID with the age, a medical report or benefit card) is what gives the right to the discount.',
};
