import { AWARD_KINDS, RANKING_TYPES, SEXES } from '@/contract/enums';
import type { PrizeRule } from '@/contract/races';
import type { TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

type Translate = (key: MessageKey, params?: TranslateParams) => string;

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const AWARD_COLORS: Record<(typeof AWARD_KINDS)[number], string> = {
  trofeu: 'yellow',
  medalha: 'orange',
  dinheiro: 'teal',
  brinde: 'grape',
};

export interface AwardView {
  label: string;
  /** Only for the kinds we know; an unknown kind is plain text. */
  color: string | null;
}

export interface PrizeRuleView {
  seq: number;
  ranking: string;
  cut: string;
  gender: string;
  pwd: string;
  award: AwardView;
  /** `dupla_prem`: what is awarded on top, as far as its elements are readable. */
  alsoAwarded: string | null;
  team: string | null;
  modality: string;
}

function awardOf(value: string, t: Translate): AwardView {
  return includes(AWARD_KINDS, value)
    ? { label: t(`prizes.award.${value}`), color: AWARD_COLORS[value] }
    : { label: value, color: null };
}

/** The spec leaves `dupla_prem`'s elements undefined: strings and `{tipo_premiacao}` are read. */
function extraAwards(dupla: unknown[] | null, t: Translate): string | null {
  if (!dupla?.length) return null;
  const labels = dupla.map((item) => {
    if (typeof item === 'string') return awardOf(item, t).label;
    if (item && typeof item === 'object' && 'tipo_premiacao' in item)
      return awardOf(String(item.tipo_premiacao), t).label;
    return JSON.stringify(item);
  });
  return t('prizes.award.also', { awards: labels.join(', ') });
}

function teamOf(rule: PrizeRule, t: Translate): string | null {
  const parts = [
    rule.eqp_apuracao ? t('prizes.team.scoring', { value: rule.eqp_apuracao }) : null,
    rule.eqp_n_melhores != null ? t('prizes.team.best', { count: rule.eqp_n_melhores }) : null,
    rule.eqp_base_ranking ? t('prizes.team.base', { value: rule.eqp_base_ranking }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

/** A prize rule in words; values the hub sends that we do not know are shown as they came. */
export function prizeRuleView(rule: PrizeRule, t: Translate): PrizeRuleView {
  const gender = rule.gender_filter;
  const pwd = rule.pne_filter;
  return {
    seq: rule.seq,
    ranking: includes(RANKING_TYPES, rule.ranking_type)
      ? t(`prizes.ranking.${rule.ranking_type}`)
      : rule.ranking_type,
    cut: t('prizes.cut', { count: rule.ranking_cut }),
    gender: !gender
      ? t('prizes.gender.all')
      : includes(SEXES, gender)
        ? t(`prizes.gender.${gender}`)
        : gender,
    pwd: !pwd ? t('prizes.pwd.all') : pwd.toLowerCase() === 'pcd' ? t('prizes.pwd.pcd') : pwd,
    award: awardOf(rule.tipo_premiacao, t),
    alsoAwarded: extraAwards(rule.dupla_prem, t),
    team: teamOf(rule, t),
    modality:
      rule.modality?.name ??
      (rule.modality_id != null ? `#${rule.modality_id}` : t('prizes.modality.all')),
  };
}
