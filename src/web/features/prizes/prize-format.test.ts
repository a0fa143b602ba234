import { describe, expect, it } from 'vitest';
import { prizeRuleSchema } from '@/contract/races';
import { translate, type TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { makePrizeRule } from '@/testing/web/hub-stub';
import { prizeRuleView } from './prize-format';

const ptBR = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'pt-BR');
const en = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'en');

describe('prize rule formatting', () => {
  it('puts a known rule in words, in pt-BR and in English', () => {
    expect(prizeRuleView(makePrizeRule(), ptBR)).toEqual({
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
      prizeRuleView(makePrizeRule({ tipo_premiacao: 'dinheiro', gender_filter: 'F' }), en),
    ).toMatchObject({
      ranking: 'Overall',
      gender: 'Women',
      award: { label: 'Cash', color: 'teal' },
    });
  });

  it('labels every award kind of the reference hub', () => {
    const labels = ['trofeu', 'medalha', 'dinheiro', 'brinde'].map(
      (kind) => prizeRuleView(makePrizeRule({ tipo_premiacao: kind }), ptBR).award.label,
    );
    expect(labels).toEqual(['Troféu', 'Medalha', 'Dinheiro', 'Brinde']);
  });

  it('shows values it does not know as they came', () => {
    const view = prizeRuleView(
      makePrizeRule({
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
      makePrizeRule({
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
    const parsed = prizeRuleSchema.parse({ ...makePrizeRule(), seq: '2', ranking_cut: '10' });
    expect(prizeRuleView(parsed, ptBR)).toMatchObject({ seq: 2, cut: 'Top 10' });
  });
});
