import { describe, expect, it } from 'vitest';
import type { Category } from '@/contract/races';
import { makeCategory } from '@/testing/web/hub-stub';
import { ageBands, bandLabel, planAgeGroups, type AgeGroupOptions } from './age-groups';

const labels = (size: 5 | 10, from: number, openFrom: number) =>
  ageBands(size, from, openFrom).map(bandLabel);

const options: AgeGroupOptions = {
  bandSize: 10,
  from: 18,
  openFrom: 60,
  sexes: 'both',
  overall: true,
  pwd: true,
  team: true,
  awardCount: 3,
  modalityId: null,
};

describe('ageBands', () => {
  it('ends the first band at a round age, joining a stub shorter than half a band', () => {
    expect(labels(10, 18, 60)).toEqual(['18-29', '30-39', '40-49', '50-59', '60+']);
    expect(labels(5, 18, 60)).toEqual([
      '18-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45-49',
      '50-54',
      '55-59',
      '60+',
    ]);
    expect(labels(5, 16, 30)).toEqual(['16-19', '20-24', '25-29', '30+']);
    expect(labels(10, 20, 50)).toEqual(['20-29', '30-39', '40-49', '50+']);
  });

  it('cuts the band before an open band that is not round, and never loops on odd input', () => {
    expect(labels(10, 18, 65)).toEqual(['18-29', '30-39', '40-49', '50-59', '60-64', '65+']);
    expect(labels(10, 18, 25)).toEqual(['18-24', '25+']);
    expect(labels(5, 40, 40)).toEqual(['40+']);
    expect(labels(5, 50, 30)).toEqual(['50+']);
  });
});

describe('planAgeGroups', () => {
  it('names them in the words it is given: English for a reader in English', () => {
    const names = { overall: 'Overall', pwd: 'Para', team: 'Teams' };
    const plan = planAgeGroups({ ...options, bandSize: 10, from: 18, openFrom: 40 }, [], names);
    expect(plan.map((p) => p.body.name)).toEqual([
      'Overall M',
      'Overall F',
      'M 18-29',
      'M 30-39',
      'M 40+',
      'F 18-29',
      'F 30-39',
      'F 40+',
      'Para',
      'Teams',
    ]);
  });

  it('makes a marathon’s 14 categories: overall, five bands per sex, PCD and teams', () => {
    const plan = planAgeGroups(options, []);
    expect(plan.map((p) => p.body.name)).toEqual([
      'Geral M',
      'Geral F',
      'M 18-29',
      'M 30-39',
      'M 40-49',
      'M 50-59',
      'M 60+',
      'F 18-29',
      'F 30-39',
      'F 40-49',
      'F 50-59',
      'F 60+',
      'PCD',
      'Equipes',
    ]);
    expect(plan.every((p) => p.clash === null)).toBe(true);
    expect(plan[6].body).toEqual({
      name: 'M 60+',
      type: 'age_group',
      sex: 'M',
      age_min: 60,
      age_max: null,
      award_count: 3,
      modality_id: null,
      category_group_id: 'faixa-etaria',
    });
    expect(plan[12].body).toMatchObject({ type: 'pwd', is_pwd: true });
    expect(plan[13].body).toMatchObject({ type: 'team', is_team: true });
  });

  it('one sex, without the extras, for one modality', () => {
    const plan = planAgeGroups(
      { ...options, sexes: 'F', overall: false, pwd: false, team: false, modalityId: 4 },
      [],
    );
    expect(plan.map((p) => p.body.name)).toEqual([
      'F 18-29',
      'F 30-39',
      'F 40-49',
      'F 50-59',
      'F 60+',
    ]);
    expect(plan.every((p) => p.body.modality_id === 4 && p.body.sex === 'F')).toBe(true);
  });

  it('flags a name the race has (case and accents aside) and ages that overlap, as the hub would', () => {
    const existing: Category[] = [
      makeCategory({ id: 1, name: 'geral m', type: 'overall', age_min: null, age_max: null }),
      makeCategory({ id: 2, name: 'Masculino 25 a 34', sex: 'M', age_min: 25, age_max: 34 }),
      // Another modality, an inactive band, a PCD band and the other sex do not count.
      makeCategory({
        id: 3,
        name: 'M Cadeirante',
        sex: 'M',
        age_min: 40,
        age_max: 49,
        modality_id: 9,
      }),
      makeCategory({
        id: 4,
        name: 'M antiga',
        sex: 'M',
        age_min: 50,
        age_max: 59,
        status: 'inactive',
      }),
      makeCategory({
        id: 5,
        name: 'F PCD 18+',
        sex: 'F',
        age_min: 18,
        age_max: null,
        is_pwd: true,
      }),
    ];
    const plan = planAgeGroups({ ...options, modalityId: 1 }, existing);
    const clashes = Object.fromEntries(
      plan.filter((p) => p.clash).map((p) => [p.body.name, p.clash]),
    );
    expect(clashes).toEqual({
      'Geral M': { kind: 'name', with: 'geral m' },
      'M 18-29': { kind: 'ages', with: 'Masculino 25 a 34' },
      'M 30-39': { kind: 'ages', with: 'Masculino 25 a 34' },
    });
  });

  it('a band of a category open to both sexes or every modality overlaps each sex', () => {
    const existing = [
      makeCategory({
        id: 1,
        name: 'Veteranos',
        sex: null,
        modality_id: null,
        age_min: 70,
        age_max: null,
      }),
    ];
    const plan = planAgeGroups(
      { ...options, openFrom: 70, overall: false, pwd: false, team: false },
      existing,
    );
    expect(plan.filter((p) => p.clash).map((p) => p.body.name)).toEqual(['M 70+', 'F 70+']);
  });
});
