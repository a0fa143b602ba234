/** A feature's labels in both languages; the compiler checks English has exactly pt-BR's keys. */
export function defineMessages<const K extends string>(
  ptBR: Record<K, string>,
  en: Record<NoInfer<K>, string>,
) {
  return { 'pt-BR': ptBR, en } as const;
}
