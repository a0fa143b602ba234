import { defineMessages } from '@/web/i18n/define';

/** What Brazilian law asks, as the review checks it (guidance, not legal advice). */
export const reviewLaw = defineMessages({
  'law.title': 'O que a lei pede',
  'law.hint': 'Orientação a partir da configuração, não parecer jurídico.',
  'law.none':
    'Nada a apontar em descontos para idosos e meia-entrada, direito de arrependimento, provas infantis e comprovantes.',
  'law.fix': 'Abrir {tab}',
  'law.discount.missing': 'Não há desconto de {type}.',
  'law.discount.off': 'O desconto de {type} está desligado.',
  'law.discount.under': 'O desconto de {type} é menor que metade do preço.',
  'law.withdrawal':
    'O repasse de {percent}% {offset} sai antes do fim do prazo de arrependimento de quem compra no último dia de vendas ({lastSale}), que vai até {until}.',
  'law.day.before': '{days|# dia|# dias} antes do evento',
  'law.day.on': 'no dia do evento',
  'law.day.after': '{days|# dia|# dias} depois do evento',
  'law.kids.prizes': 'A prova infantil {race} tem {count|# regra|# regras} de premiação.',
  'law.proof':
    'Os descontos {types} pedem comprovante, mas o formulário não tem um campo de arquivo para enviá-lo.',
  'law.source.senior':
    'Estatuto da Pessoa Idosa (Lei 10.741/2003), art. 23: pessoas com 60 anos ou mais pagam no máximo metade em eventos esportivos.',
  'law.source.halfPrice':
    'Lei da Meia-Entrada (Lei 12.933/2013): estudantes e pessoas com deficiência (e o acompanhante, quando precisa de um) pagam metade; o organizador pode limitar a meia-entrada a 40% dos ingressos de cada evento.',
  'law.source.withdrawal':
    'Código de Defesa do Consumidor (Lei 8.078/1990), art. 49: uma compra pela internet pode ser desfeita em até 7 dias, com devolução de tudo o que foi pago.',
  'law.source.kids':
    'Boa prática em provas infantis: participação sem classificação nem premiação por colocação; a idade conta em 31 de dezembro do ano do evento.',
  'law.source.proof':
    'O comprovante (carteira estudantil, documento com a idade, laudo ou cartão de benefício) é o que dá direito ao desconto.',
});
