const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer cents -> `R$ 1.234,56` (pt-BR grouping and comma, whatever the UI language). */
export function formatBrl(cents: number): string {
  // Intl puts a no-break space after the symbol; a plain space copies and tests better.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
