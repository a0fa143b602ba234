import { defineMessages } from '@/web/i18n/define';

export const legalDiscounts = defineMessages({
  'legalDiscounts.title': 'Descontos legais',
  'legalDiscounts.subtitle':
    'Meia-entrada e descontos garantidos por lei. Os três tipos são salvos juntos.',
  'legalDiscounts.type.pcd': 'Pessoa com deficiência (PcD)',
  'legalDiscounts.type.student': 'Estudante',
  'legalDiscounts.type.senior': 'Pessoa idosa (60+)',
  'legalDiscounts.col.type': 'Tipo',
  'legalDiscounts.col.enabled': 'Ativo',
  'legalDiscounts.col.kind': 'Forma',
  'legalDiscounts.col.value': 'Valor',
  'legalDiscounts.col.proof': 'Comprovante',
  'legalDiscounts.col.example': 'Exemplo',
  'legalDiscounts.enabled': 'Desconto {type} ativo',
  'legalDiscounts.kind': 'Forma do desconto {type}',
  'legalDiscounts.kind.percent': '%',
  'legalDiscounts.kind.fixed': 'R$',
  'legalDiscounts.value': 'Valor do desconto {type}',
  'legalDiscounts.proof': 'Exigir comprovante para {type}',
  'legalDiscounts.valueRequired': 'Informe o valor',
  'legalDiscounts.invalidMoney': 'Use um valor em reais, ex. 20,00',
  'legalDiscounts.save': 'Salvar descontos',
  'legalDiscounts.reset': 'Desfazer mudanças',
  'legalDiscounts.saved': 'Descontos salvos.',
  'legalDiscounts.errorsTitle': 'O hub recusou os descontos',
  'legalDiscounts.unavailableTitle': 'Este hub não informa os descontos atuais',
  'legalDiscounts.unavailableText':
    'Os valores abaixo são sugestões. Ao salvar, os três tipos passam a valer como estão aqui.',
  'legalDiscounts.examplePrice': 'Preço de exemplo',
  'legalDiscounts.exampleOption': '{batch} — {race} ({price})',
  'legalDiscounts.exampleHint': 'Preço de um lote do evento, para ver o efeito de cada desconto.',
  'legalDiscounts.exampleOff': 'desativado',
  'legalDiscounts.exampleFree': 'o desconto cobre todo o preço',
  'legalDiscounts.exampleOver': 'desconto maior que o preço ({price})',
  'legalDiscounts.overPrice':
    'Maior que o preço de {price} ({batch} — {race}): essa inscrição sairia de graça. Use no máximo {price}.',
  'legalDiscounts.noExample':
    'Sem preços de lote para o exemplo: este hub não lista os lotes, e nenhum foi criado nesta sessão.',
  'legalDiscounts.noBatches': 'O evento ainda não tem lotes com preço para o exemplo.',
  'legalDiscounts.exampleSummary': '{price} no {batch} — {race}',
  'legalDiscounts.law.senior':
    'Estatuto da Pessoa Idosa (Lei 10.741/2003), art. 23: 60 anos ou mais pagam no máximo metade.',
  'legalDiscounts.law.student':
    'Meia-entrada (Lei 12.933/2013): estudantes pagam metade; o organizador pode limitar a 40% dos ingressos.',
  'legalDiscounts.law.pcd':
    'Meia-entrada (Lei 12.933/2013): pessoas com deficiência, e o acompanhante quando precisa de um, pagam metade.',
  'legalDiscounts.law.under': 'Abaixo do que a lei pede: desconto de pelo menos metade do preço.',
  'legalDiscounts.law.note': 'Orientação, não parecer jurídico.',
});
