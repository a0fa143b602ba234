/**
 * Made when a price is first written, not when the module loads: creating a currency format
 * took ~65 ms of a slow phone's first screen (4x CPU), which showed no price.
 */
let brl: Intl.NumberFormat | undefined;

/** Integer cents -> `R$ 1.234,56` (pt-BR grouping and comma, whatever the UI language). */
export function formatBrl(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  // Intl puts a no-break space after the symbol; a plain space copies and tests better.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
