import { asc, count, eq, max } from 'drizzle-orm';
import type { FieldIssues } from '@/contract/common';
import { prizeRuleIssues, type PrizeRuleUpdate } from '@/contract/prize-rules';
import type { Db } from '@/server/db/database';
import { modalities, prizeRules } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { findRaceChild, patchRaceChild, saveRaceChild } from '@/server/hub/race-children';
import { readRace, writeRace, type RaceRow } from '@/server/hub/resolve';
import type { Row } from '@/server/hub/serialize';
import type * as routes from './prize-rules.routes';
import { modalityRefOf, raceModalityIssues } from './race-rules';
import { prizeRuleOut } from './races.serialize';

type RuleRow = Row<'prizeRules'>;

const resolveRule = (db: Db, race: RaceRow, param: string): Promise<RuleRow> =>
  findRaceChild(db, prizeRules, race, param, 'Regra de premiação');

/** What a rule is after a body: the row's columns, the body's where it has them. */
type RuleValues = Omit<RuleRow, 'id' | 'raceId' | 'eventId' | 'createdAt' | 'updatedAt'>;

function valuesOf(body: PrizeRuleUpdate, current: RuleValues): RuleValues {
  const or = <T>(value: T | undefined, was: T): T => (value === undefined ? was : value);
  return {
    seq: body.seq ?? current.seq,
    modalityId: or(body.modality_id, current.modalityId),
    rankingType: body.ranking_type ?? current.rankingType,
    rankingCut: body.ranking_cut ?? current.rankingCut,
    genderFilter: or(body.gender_filter, current.genderFilter),
    pneFilter: body.pne_filter === undefined ? current.pneFilter : body.pne_filter || null,
    duplaPrem: or(body.dupla_prem, current.duplaPrem),
    tipoPremiacao: body.tipo_premiacao ?? current.tipoPremiacao,
    eqpApuracao: body.eqp_apuracao === undefined ? current.eqpApuracao : body.eqp_apuracao || null,
    eqpNMelhores: or(body.eqp_n_melhores, current.eqpNMelhores),
    eqpBaseRanking:
      body.eqp_base_ranking === undefined ? current.eqpBaseRanking : body.eqp_base_ranking || null,
    status: body.status ?? current.status,
  };
}

/**
 * A rule the race cannot hold: a modality it lacks, a number another rule has, or the same
 * award for the same scope as another rule (their places overlap).
 */
async function ruleIssues(db: Db, race: RaceRow, rule: RuleValues, selfId?: number) {
  const issues: FieldIssues = prizeRuleIssues({
    ranking_type: rule.rankingType,
    tipo_premiacao: rule.tipoPremiacao,
    dupla_prem: rule.duplaPrem as string[] | null,
    eqp_apuracao: rule.eqpApuracao,
    eqp_n_melhores: rule.eqpNMelhores,
    eqp_base_ranking: rule.eqpBaseRanking,
  });
  issues.push(...(await raceModalityIssues(db, race.id, rule.modalityId)));
  const others = (await db.select().from(prizeRules).where(eq(prizeRules.raceId, race.id))).filter(
    (other) => other.id !== selfId,
  );
  if (others.some((other) => other.seq === rule.seq))
    issues.push(['seq', `Já existe a regra nº ${rule.seq} nesta prova`]);
  const twin = others.find(
    (other) =>
      other.modalityId === rule.modalityId &&
      other.rankingType === rule.rankingType &&
      other.genderFilter === rule.genderFilter &&
      (other.pneFilter ?? null) === rule.pneFilter &&
      other.tipoPremiacao === rule.tipoPremiacao,
  );
  if (twin)
    issues.push([
      'ranking_cut',
      `A regra nº ${twin.seq} já premia este recorte com ${rule.tipoPremiacao}: as posições se sobrepõem`,
    ]);
  return issues;
}

/** The rule as the API answers it, with its modality's name. */
const ruleOut = async (db: Db, rule: RuleRow) =>
  prizeRuleOut(rule, await modalityRefOf(db, rule.modalityId));

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const query = c.req.valid('query');
  const body = await readRace(database, c.req.valid('param'), async (db, race) => {
    const where = eq(prizeRules.raceId, race.id);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ rule: prizeRules, modality: { id: modalities.id, name: modalities.name } })
        .from(prizeRules)
        .leftJoin(modalities, eq(modalities.id, prizeRules.modalityId))
        .where(where)
        .orderBy(asc(prizeRules.seq), asc(prizeRules.id))
        .limit(query.per_page)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(prizeRules).where(where),
    ]);
    return pageEnvelopeOf(
      c,
      rows.map((r) => prizeRuleOut(r.rule, r.modality)),
      total,
      query,
    );
  });
  return c.json(body, 200);
};

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database } = c.var.services;
  const body = c.req.valid('json');
  const data = await writeRace(database, c.req.valid('param'), async (tx, race) => {
    const [{ last }] = await tx
      .select({ last: max(prizeRules.seq) })
      .from(prizeRules)
      .where(eq(prizeRules.raceId, race.id));
    const values = valuesOf(body, {
      seq: (last ?? 0) + 1,
      modalityId: null,
      rankingType: body.ranking_type,
      rankingCut: body.ranking_cut,
      genderFilter: null,
      pneFilter: null,
      duplaPrem: null,
      tipoPremiacao: body.tipo_premiacao,
      eqpApuracao: null,
      eqpNMelhores: null,
      eqpBaseRanking: null,
      status: 'active',
    });
    const issues = await ruleIssues(tx, race, values);
    return ruleOut(tx, await saveRaceChild(tx, prizeRules, race, values, issues));
  });
  return c.json({ data }, 201);
};

export const update: HubHandler<typeof routes.update> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeRace(database, params, (tx, race) =>
    patchRaceChild(tx, race, params.rule, body, {
      table: prizeRules,
      noun: 'Regra de premiação',
      valuesOf,
      issues: ruleIssues,
      out: ruleOut,
    }),
  );
  return c.json({ data }, 200);
};

export const remove: HubHandler<typeof routes.remove> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  await writeRace(database, params, async (tx, race) => {
    const rule = await resolveRule(tx, race, params.rule);
    await tx.delete(prizeRules).where(eq(prizeRules.id, rule.id));
  });
  return c.body(null, 204);
};
