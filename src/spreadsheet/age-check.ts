import type { RowCheck } from './row-check';

/** Full years from `birth` to `on`, both `YYYY-MM-DD`. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A participant younger or older than every category of the row's race (its race cell, else the
 * file's race), counted on the race's day: a warning, as a birth date typed wrong often is.
 */
export function checkAge(check: RowCheck, birthDate: string | undefined, race: string | undefined) {
  const { plan } = check;
  const code = race ?? plan.fileRace;
  if (!birthDate || !code || !plan.races.length) return;
  const ages = plan.races.find((r) => r.code === code)?.ages;
  if (!ages) return;
  const age = ageOn(birthDate, ages.on);
  const when = brDate(ages.on);
  if (ages.min !== null && age < ages.min)
    check.add(plan.col.birth_date, 'birth_date', 'warning', {
      code: 'age_outside_categories',
      message: `Idade ${age} em ${when}: abaixo da mínima das categorias da prova ${code} (${ages.min} anos)`,
    });
  else if (ages.max !== null && age > ages.max)
    check.add(plan.col.birth_date, 'birth_date', 'warning', {
      code: 'age_outside_categories',
      message: `Idade ${age} em ${when}: acima da máxima das categorias da prova ${code} (${ages.max} anos)`,
    });
}
