/** A feature's labels in pt-BR, the source of its keys; its English is in i18n/en/<feature>.ts. */
export function defineMessages<const K extends string>(ptBR: Record<K, string>) {
  return { 'pt-BR': ptBR } as const;
}

/** A feature's English: exactly its pt-BR keys (the compiler checks both ways). */
export type EnglishOf<F extends { 'pt-BR': Record<string, string> }> = Record<
  keyof F['pt-BR'],
  string
>;
