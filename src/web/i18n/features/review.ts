import { defineMessages } from '../define';

export const review = defineMessages(
  {
    'review.check.raceWithoutBatch':
      'A prova {race} não está em nenhum lote: ninguém consegue se inscrever nela.',
    'review.check.batchOutsideRegistration':
      'O lote {batch} vende fora do período de inscrições do evento.',
    'review.check.batchAfterRaceStart':
      'O lote {batch} continua vendendo depois da largada de {race}.',
    'review.check.batchOverlap':
      'Os lotes {first} e {second} têm períodos sobrepostos para {races}.',
    'review.check.zeroPrice': 'O lote {batch} tem preço R$ 0,00 para {races}, e o evento é pago.',
    'review.check.selectWithoutOptions': 'O campo {field} é de seleção e não tem opções.',
    'review.check.retentionIncomplete':
      'As regras de retenção somam {total}%; precisam somar 100%.',
    'review.check.openWithoutActiveBatch':
      'As inscrições estão abertas, mas nenhum lote ativo está vendendo agora.',
    'review.check.raceOverLimit': 'A prova {race} tem {count} inscritos para um limite de {limit}.',
    'review.check.kidsRaceRanked':
      'A prova infantil {race} tem classificação; corridas kids costumam ser sem classificação.',
    'review.title.raceWithoutBatch': 'Provas sem lote',
    'review.title.batchOutsideRegistration': 'Lotes fora do período de inscrições',
    'review.title.batchAfterRaceStart': 'Lotes que vendem depois da largada',
    'review.title.batchOverlap': 'Lotes com períodos sobrepostos',
    'review.title.zeroPrice': 'Preço zero em evento pago',
    'review.title.selectWithoutOptions': 'Campos de seleção sem opções',
    'review.title.retentionIncomplete': 'Retenção que não soma 100%',
    'review.title.openWithoutActiveBatch': 'Inscrições abertas sem lote ativo',
    'review.title.raceOverLimit': 'Provas acima do limite',
    'review.title.kidsRaceRanked': 'Provas infantis com classificação',
  },
  {
    'review.check.raceWithoutBatch': 'Race {race} is in no batch: nobody can register for it.',
    'review.check.batchOutsideRegistration':
      "Batch {batch} sells outside the event's registration period.",
    'review.check.batchAfterRaceStart': 'Batch {batch} keeps selling after {race} starts.',
    'review.check.batchOverlap': 'Batches {first} and {second} overlap in time for {races}.',
    'review.check.zeroPrice': 'Batch {batch} costs R$ 0.00 for {races}, and the event is paid.',
    'review.check.selectWithoutOptions': 'Field {field} is a selection with no options.',
    'review.check.retentionIncomplete': 'The retention rules total {total}%; they must total 100%.',
    'review.check.openWithoutActiveBatch':
      'Registration is open, but no active batch is selling right now.',
    'review.check.raceOverLimit': 'Race {race} has {count} registrations for a limit of {limit}.',
    'review.check.kidsRaceRanked':
      'Kids race {race} is ranked; kids races are usually without ranking.',
    'review.title.raceWithoutBatch': 'Races without a batch',
    'review.title.batchOutsideRegistration': 'Batches outside the registration period',
    'review.title.batchAfterRaceStart': 'Batches selling after the start',
    'review.title.batchOverlap': 'Batches with overlapping periods',
    'review.title.zeroPrice': 'Zero price on a paid event',
    'review.title.selectWithoutOptions': 'Selection fields without options',
    'review.title.retentionIncomplete': 'Retention not totalling 100%',
    'review.title.openWithoutActiveBatch': 'Open registration without an active batch',
    'review.title.raceOverLimit': 'Races over their limit',
    'review.title.kidsRaceRanked': 'Ranked kids races',
  },
);
