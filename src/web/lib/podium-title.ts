import { RANKING_TYPES } from '@/contract/enums';
import type { PodiumLabel } from '@/contract/podium';

type Translate = (key: MessageKey, params?: TranslateParams) => string;
import type { TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

/** `Geral · Feminino`, `Faixa etária · M 30-39`: what a podium group ranks, in words. */
export function podiumTitle(label: PodiumLabel, t: Translate): string {
  const parts = [
    (RANKING_TYPES as readonly string[]).includes(label.ranking)
      ? t(`results.ranking.${label.ranking as (typeof RANKING_TYPES)[number]}`)
      : label.ranking,
    label.sex === 'M'
      ? t('results.podium.men')
      : label.sex === 'F'
        ? t('results.podium.women')
        : null,
    label.category ?? label.modality,
  ];
  return parts.filter(Boolean).join(' · ');
}
