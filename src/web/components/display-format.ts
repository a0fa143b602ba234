import { formatCpf } from '@/contract/cpf';

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

/**
 * A CPF or CNPJ as people write it (`123.456.789-09`, `12.345.678/0001-90`) from the digits
 * a hub stores; anything else (a passport, a masked value) as it came.
 */
export function formatDocument(value: string): string {
  const d = value.replace(/\D/g, '');
  if (/[a-z*]/i.test(value)) return value;
  if (d.length === CPF_DIGITS) return formatCpf(d);
  if (d.length === CNPJ_DIGITS)
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return value;
}
