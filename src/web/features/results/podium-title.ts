import { RANKING_TYPES } from '@/contract/enums';
import type { PodiumLabel } from '@/web/lib/podium';
import type { Translate } from './result-columns';

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
