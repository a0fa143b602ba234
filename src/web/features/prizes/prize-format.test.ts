import { describe, expect, it } from 'vitest';
import { prizeRuleSchema, type PrizeRule } from '@/contract/races';
import { translate, type TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { prizeRuleView } from './prize-format';

const ptBR = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'pt-BR');
const en = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'en');

function rule(overrides: Partial<PrizeRule> = {}): PrizeRule {
  return {
    id: 1,
    race_id: 10,
    event_id: 1,
    seq: 1,
    modality_id: null,
    ranking_type: 'overall',
    ranking_cut: 5,
    gender_filter: 'M',
    pne_filter: null,
    dupla_prem: null,
    tipo_premiacao: 'trofeu',
    eqp_apuracao: null,
    eqp_n_melhores: null,
    eqp_base_ranking: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    modality: null,
    ...overrides,
  };
}

describe('prize rule formatting', () => {
  it('puts a known rule in words, in pt-BR and in English', () => {
    expect(prizeRuleView(rule(), ptBR)).toEqual({
      seq: 1,
      ranking: 'Geral',
      cut: 'Top 5',
      gender: 'Masculino',
      pwd: 'Todos',
      award: { label: 'Troféu', color: 'yellow' },
      alsoAwarded: null,
      team: null,
      modality: 'Todas',
    });
    expect(
      prizeRuleView(rule({ tipo_premiacao: 'dinheiro', gender_filter: 'F' }), en),
    ).toMatchObject({
      ranking: 'Overall',
      gender: 'Women',
      award: { label: 'Cash', color: 'teal' },
    });
  });

  it('labels every award kind of the reference hub', () => {
    const labels = ['trofeu', 'medalha', 'dinheiro', 'brinde'].map(
      (kind) => prizeRuleView(rule({ tipo_premiacao: kind }), ptBR).award.label,
    );
    expect(labels).toEqual(['Troféu', 'Medalha', 'Dinheiro', 'Brinde']);
  });

  it('shows values it does not know as they came', () => {
    const view = prizeRuleView(
      rule({
        ranking_type: 'veteranos',
        tipo_premiacao: 'kit_especial',
        gender_filter: 'NB',
        pne_filter: 'visual',
        modality_id: 9,
      }),
      ptBR,
    );
    expect(view).toMatchObject({
      ranking: 'veteranos',
      gender: 'NB',
      pwd: 'visual',
      award: { label: 'kit_especial', color: null },
      modality: '#9',
    });
  });

  it('describes team settings, PwD filter, modality and extra awards', () => {
    const view = prizeRuleView(
      rule({
        ranking_type: 'team',
        ranking_cut: 3,
        gender_filter: null,
        pne_filter: 'pcd',
        eqp_apuracao: 'soma_distancias',
        eqp_n_melhores: 4,
        eqp_base_ranking: 'geral',
        dupla_prem: ['medalha', { tipo_premiacao: 'brinde' }],
        modality_id: 4,
        modality: { id: 4, name: 'Equipe' },
      }),
      ptBR,
    );
    expect(view).toMatchObject({
      ranking: 'Equipes',
      cut: 'Top 3',
      gender: 'Todos',
      pwd: 'Só PcD',
      team: 'apuração soma_distancias · 4 melhores · base geral',
      alsoAwarded: 'também Medalha, Brinde',
      modality: 'Equipe',
    });
  });

  it('reads numbers a hub sends as strings', () => {
    const parsed = prizeRuleSchema.parse({ ...rule(), seq: '2', ranking_cut: '10' });
    expect(prizeRuleView(parsed, ptBR)).toMatchObject({ seq: 2, cut: 'Top 10' });
  });
});
