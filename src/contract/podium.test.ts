import { describe, expect, it } from 'vitest';
import type { ResultImportItemInput } from '@/contract/results';
import {
  podiumFor,
  type PodiumCategory,
  type PodiumResult,
  type PodiumRule,
} from '@/contract/podium';

let nextRule = 1;
const rule = (overrides: Partial<PodiumRule> = {}): PodiumRule => {
  const id = nextRule++;
  return {
    id,
    seq: id,
    ranking_type: 'overall',
    ranking_cut: 3,
    gender_filter: null,
    pne_filter: null,
    modality_id: null,
    status: 'active',
    ...overrides,
  };
};

const result = (bib: string, overrides: Partial<PodiumResult> = {}): PodiumResult => ({
  bib,
  name: `Atleta ${bib}`,
  status: 'finished',
  ...overrides,
});

const category = (name: string, overrides: Partial<PodiumCategory> = {}): PodiumCategory => ({
  name,
  type: 'age_group',
  sex: null,
  modality_id: 1,
  is_pwd: false,
  ...overrides,
});

const bibs = (entries: { bib: string }[]) => entries.map((e) => e.bib);
const places = (entries: { place: number }[]) => entries.map((e) => e.place);

describe('podiumFor: overall rules', () => {
  it('lists the top N by the results own places and leaves non-finishers out', () => {
    const results = [
      result('10', { overall_position: 2, net_time: '00:40:10' }),
      result('11', { overall_position: 1, net_time: '00:39:00' }),
      result('12', { status: 'dnf', net_time: '00:20:00' }),
      result('13', { overall_position: 3, net_time: '00:41:00' }),
      result('14', { overall_position: 4, net_time: '00:42:00' }),
      result('15', { status: 'dsq', overall_position: null, net_time: null }),
    ];
    const [group] = podiumFor([rule()], results);
    expect(group.places).toBe('own');
    expect(bibs(group.entries)).toEqual(['11', '10', '13']);
    expect(places(group.entries)).toEqual([1, 2, 3]);
    expect(group.entries[0]).toMatchObject({ name: 'Atleta 11', time: '00:39:00', tied: false });
    expect(group.label).toEqual({
      ranking: 'overall',
      sex: null,
      category: null,
      modality: null,
      cut: 3,
    });
  });

  it('lists everyone tied at the last place: a top 3 with a tie at 3 awards four', () => {
    const results = [
      result('1', { overall_position: 1, net_time: '00:30:00' }),
      result('2', { overall_position: 2, net_time: '00:31:00' }),
      result('4', { overall_position: 3, net_time: '00:32:00' }),
      result('3', { overall_position: 3, net_time: '00:32:00' }),
      result('5', { overall_position: 5, net_time: '00:33:00' }),
    ];
    const [group] = podiumFor([rule()], results);
    expect(bibs(group.entries)).toEqual(['1', '2', '3', '4']);
    expect(places(group.entries)).toEqual([1, 2, 3, 3]);
    expect(group.entries.map((e) => e.tied)).toEqual([false, false, true, true]);
  });

  it('ranks a sex by its gender places, and by overall place when the file had none', () => {
    const withGender = [
      result('1', { sex: 'M', overall_position: 1, gender_position: 1 }),
      result('2', { sex: 'F', overall_position: 2, gender_position: 1 }),
      result('3', { sex: 'F', overall_position: 3, gender_position: 2 }),
      result('4', { sex: 'M', overall_position: 4, gender_position: 2 }),
    ];
    const [men, women] = podiumFor(
      [rule({ gender_filter: 'M' }), rule({ gender_filter: 'F' })],
      withGender,
    );
    expect(men.places).toBe('own');
    expect(bibs(men.entries)).toEqual(['1', '4']);
    expect(men.label.sex).toBe('M');
    expect(bibs(women.entries)).toEqual(['2', '3']);
    expect(places(women.entries)).toEqual([1, 2]);

    const withoutGender = withGender.map(({ gender_position: _, ...r }) => r);
    const [women2] = podiumFor([rule({ gender_filter: 'F', ranking_cut: 5 })], withoutGender);
    expect(women2.places).toBe('computed');
    expect(bibs(women2.entries)).toEqual(['2', '3']);
    expect(places(women2.entries)).toEqual([1, 2]);
  });

  it('takes the sex from the category when the result has none', () => {
    const categories = [category('M 30-39', { sex: 'M' }), category('F 30-39', { sex: 'F' })];
    const results = [
      result('1', { category: 'M 30-39', overall_position: 1 }),
      result('2', { category: 'f 30-39', overall_position: 2 }),
      result('3', { category: 'F 30-39', overall_position: 3 }),
    ];
    const [women] = podiumFor([rule({ gender_filter: 'F' })], results, categories);
    expect(bibs(women.entries)).toEqual(['2', '3']);
    expect(women.entries[0].sex).toBe('F');
  });

  it('lists every finisher when the cut is larger than the field, and nobody for an empty one', () => {
    const results = [result('1', { overall_position: 1 }), result('2', { overall_position: 2 })];
    expect(bibs(podiumFor([rule({ ranking_cut: 10 })], results)[0].entries)).toEqual(['1', '2']);
    const [empty] = podiumFor([rule({ gender_filter: 'F' })], results);
    expect(empty.entries).toEqual([]);
    expect(podiumFor([rule({ ranking_cut: 0 })], results)[0].entries).toEqual([]);
  });

  it('re-ranks by time the rows of the import review, which carry no places', () => {
    const rows: ResultImportItemInput[] = [
      { bib: '7', net_time: '00:45:00', sex: 'F' },
      { bib: '8', net_time: '00:41:00.500', sex: 'F' },
      { bib: '9', net_time: '00:41:00.500', sex: 'F' },
      { bib: '10', status: 'dns', sex: 'F' },
      { bib: '11', status: 'finished', sex: 'F' },
    ];
    const [group] = podiumFor([rule({ ranking_cut: 2 })], rows);
    expect(group.places).toBe('computed');
    expect(bibs(group.entries)).toEqual(['8', '9']);
    expect(places(group.entries)).toEqual([1, 1]);
    expect(group.entries[0].result).toBe(rows[1]);
  });

  it('ranks gun-time races by gun time', () => {
    const results = [
      result('1', { net_time: '00:40:00', gun_time: '00:42:00' }),
      result('2', { net_time: '00:41:00', gun_time: '00:41:30' }),
    ];
    const [group] = podiumFor([rule()], results, null, { scoring: 'gun_time' });
    expect(bibs(group.entries)).toEqual(['2', '1']);
    expect(group.entries[0].time).toBe('00:41:30');
    expect(bibs(podiumFor([rule()], results)[0].entries)).toEqual(['1', '2']);
  });

  it('keeps only the modality of a modality rule, re-ranking inside it', () => {
    const categories = [
      category('Geral', { type: 'overall' }),
      category('PCD', { modality_id: 2, is_pwd: true, type: 'pwd' }),
    ];
    const results = [
      result('1', { modality_id: 1, category: 'Geral', overall_position: 1 }),
      result('2', { modality_id: 2, category: 'PCD', overall_position: 2 }),
      result('3', { category: 'PCD', overall_position: 3 }),
      result('4', { overall_position: 4 }),
    ];
    const [group] = podiumFor([rule({ modality_id: 2, pne_filter: 'pcd' })], results, categories);
    expect(group.places).toBe('computed');
    expect(bibs(group.entries)).toEqual(['2', '3']);
    expect(places(group.entries)).toEqual([1, 2]);
  });
});

describe('podiumFor: category and age-group rules', () => {
  const categories = [
    category('Geral M', { type: 'overall', sex: 'M', sort_order: 1 }),
    category('M 18-29', { sex: 'M', sort_order: 2 }),
    category('M 30-39', { sex: 'M', sort_order: 3 }),
    category('F 30-39', { sex: 'F', sort_order: 4 }),
    category('PCD', { type: 'pwd', modality_id: 2, is_pwd: true, sort_order: 5 }),
  ];
  const results = [
    result('1', { category: 'M 30-39', category_position: 1, overall_position: 1 }),
    result('2', { category: 'M 18-29', category_position: 1, overall_position: 2 }),
    result('3', { category: 'F 30-39', category_position: 1, overall_position: 3 }),
    result('4', { category: 'M 30-39', category_position: 2, overall_position: 4 }),
    result('5', { category: 'M 30-39', category_position: 2, overall_position: 4 }),
    result('6', { category: 'M 30-39', category_position: 4, overall_position: 6 }),
    result('7', { category: 'M 30-39', status: 'dnf' }),
    result('8', { category: 'PCD', modality_id: 2, category_position: 1, overall_position: 8 }),
    result('9', { category: 'Convidados', category_position: 1, overall_position: 9 }),
  ];

  it('ranks each age group of the race, in the race order, by the category places', () => {
    const groups = podiumFor([rule({ ranking_type: 'age_group' })], results, categories);
    expect(groups.map((g) => g.label.category)).toEqual(['M 18-29', 'M 30-39', 'F 30-39']);
    const m30 = groups[1];
    expect(m30.places).toBe('own');
    expect(bibs(m30.entries)).toEqual(['1', '4', '5']);
    expect(places(m30.entries)).toEqual([1, 2, 2]);
    expect(m30.key).not.toBe(groups[0].key);
  });

  it('keeps the categories of the rule sex, and the PcD categories of a PcD rule', () => {
    const women = podiumFor(
      [rule({ ranking_type: 'age_group', gender_filter: 'F' })],
      results,
      categories,
    );
    expect(women.map((g) => g.label.category)).toEqual(['F 30-39']);
    const pcd = podiumFor(
      [rule({ ranking_type: 'category', modality_id: 2, pne_filter: 'pcd' })],
      results,
      categories,
    );
    expect(pcd.map((g) => g.label.category)).toEqual(['PCD']);
    expect(bibs(pcd[0].entries)).toEqual(['8']);
    const none = podiumFor(
      [rule({ ranking_type: 'category', modality_id: 3 })],
      results,
      categories,
    );
    expect(none).toHaveLength(1);
    expect(none[0]).toMatchObject({ entries: [], unsupported: false });
    expect(none[0].label.category).toBeNull();
  });

  it('ranks every category the results name when the race categories are not known', () => {
    const groups = podiumFor([rule({ ranking_type: 'category', ranking_cut: 1 })], results);
    expect(groups.map((g) => g.label.category)).toEqual([
      'Convidados',
      'F 30-39',
      'M 18-29',
      'M 30-39',
      'PCD',
    ]);
    expect(bibs(groups[3].entries)).toEqual(['1']);
  });

  it('re-ranks a category by time when the results carry no category places', () => {
    const rows = [
      result('1', { category: 'M 30-39', net_time: '00:50:00' }),
      result('2', { category: 'M 30-39', net_time: '00:45:00' }),
      result('3', { category: 'M 30-39', net_time: '00:45:00' }),
      result('4', { category: 'M 30-39', net_time: '00:55:00' }),
    ];
    const [group] = podiumFor([rule({ ranking_type: 'age_group', ranking_cut: 2 })], rows);
    expect(group.places).toBe('computed');
    expect(bibs(group.entries)).toEqual(['2', '3']);
    expect(places(group.entries)).toEqual([1, 1]);
  });
});

describe('podiumFor: the rules themselves', () => {
  it('follows seq, skips inactive rules and marks team rules as not ranked here', () => {
    const results = [result('1', { overall_position: 1 })];
    const groups = podiumFor(
      [
        rule({ seq: 3, ranking_type: 'team' }),
        rule({ seq: 1 }),
        rule({ seq: 2, status: 'inactive' }),
        rule({ seq: 4, status: 'suspended' }),
        // A hub's own word is not a reason to drop a rule.
        rule({ seq: 5, status: 'enabled' }),
      ],
      results,
    );
    expect(groups.map((g) => g.rule.seq)).toEqual([1, 3, 5]);
    expect(groups[1]).toMatchObject({ unsupported: true, entries: [] });
  });

  it('reads a cut the hub sent as a string', () => {
    const results = [1, 2, 3].map((n) => result(String(n), { overall_position: n }));
    const [group] = podiumFor([rule({ ranking_cut: '2' as unknown as number })], results);
    expect(bibs(group.entries)).toEqual(['1', '2']);
  });
});
