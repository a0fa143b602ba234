import type { EVENT_FEATURES, LazyEventFeatures } from './event-messages';

/**
 * pt-BR is the source of the keys; English (i18n/en/, the compiler checks it has every one of
 * them) is loaded only when the person reads the app in English.
 */
export const corePtBR = {
  'app.name': 'Console do hub',
  'app.skipToContent': 'Pular para o conteúdo',
  'nav.label': 'Navegação principal',
  'nav.events': 'Eventos',
  'nav.salespeople': 'Vendedores',
  'header.hub': 'Hub',
  'header.key': 'Chave',
  'header.language': 'Idioma',
  'header.toDark': 'Usar tema escuro',
  'header.toLight': 'Usar tema claro',
  'header.signOut': 'Sair',
  'header.openMenu': 'Abrir navegação',
  'header.specOnly': 'Hub só com a especificação',

  'signIn.title': 'Entrar no console',
  'signIn.subtitle': 'Use uma chave de API do hub com o escopo manage.',
  'signIn.keyLabel': 'Chave de API',
  'signIn.keyDescription':
    'Começa com hub_. Ela fica só no servidor do console, nunca no navegador.',
  'signIn.keyRequired': 'Informe a chave de API',
  'signIn.submit': 'Entrar',
  'signIn.helpTitle': 'Onde consigo uma chave?',
  'signIn.helpAdmin': 'O administrador do hub emite as chaves de API da sua equipe.',
  'signIn.helpLocal': 'Em uma instalação local, crie uma com:',
  'signIn.helpDemo':
    'Ao rodar npm start pela primeira vez, o terminal mostra uma chave de demonstração.',
  'signIn.error.unauthenticated':
    'Chave não reconhecida. Confira se copiou a chave inteira e se ela não foi revogada.',
  'signIn.error.forbidden':
    'Esta chave é válida, mas não tem o escopo manage. Peça ao administrador uma chave com esse escopo.',
  'signIn.error.generic': 'Não foi possível entrar agora.',
  'signIn.hubSaid': 'O hub respondeu: {message}',
  'signIn.sessionEnded': 'Sua sessão terminou. Entre de novo para continuar de onde parou.',

  'events.title': 'Eventos',
  'events.subtitle': 'Todos os eventos do hub.',
  'events.col.code': 'Código',
  'events.col.name': 'Nome',
  'events.col.date': 'Data',
  'events.col.place': 'Local',
  'events.col.status': 'Situação',
  'events.col.registration': 'Inscrições',
  'events.col.counters': 'Inscritos / resultados',
  'events.registrationOpen': 'Abertas',
  'events.registrationClosed': 'Fechadas',
  'events.filter.status': 'Situação',
  'events.filter.all': 'Todas',
  'events.search': 'Buscar',
  'events.searchPlaceholder': 'Nome, código ou cidade',
  'events.empty.title': 'Nenhum evento encontrado',
  'events.empty.description': 'Ajuste os filtros ou a busca.',
  'events.error.title': 'Não foi possível carregar os eventos',
  'events.openEvent': 'Abrir o evento {name}',

  'status.active': 'Ativo',
  'status.inactive': 'Inativo',
  'status.suspended': 'Suspenso',

  'pagination.perPage': 'Por página',
  'pagination.summary': '{from}–{to} de {total}',
  'pagination.label': 'Paginação',
  'pagination.previous': 'Página anterior',
  'pagination.next': 'Próxima página',
  'pagination.first': 'Primeira página',
  'pagination.last': 'Última página',

  'event.tabs': 'Seções do evento',
  'event.back': 'Voltar para eventos',
  'tab.overview': 'Visão geral',
  'tab.races': 'Provas',
  'tab.batches': 'Lotes',
  'tab.registrationFields': 'Campos do formulário',
  'tab.legalDiscounts': 'Descontos',
  'tab.retention': 'Retenção',
  'tab.imports': 'Importações',
  'tab.results': 'Resultados',
  'tab.prizes': 'Premiação e vagas',
  'tab.cleanup': 'Limpeza',

  'overview.datesAndSales': 'Datas e vendas',
  'overview.fees': 'Taxas',
  'overview.services': 'Extensões e serviços',
  'overview.media': 'Mídia',
  'overview.regulation': 'Regulamento',
  'overview.details': 'Dados do evento',
  'overview.races': 'Provas',
  'overview.batches': 'Lotes',
  'overview.noRaces': 'Nenhuma prova cadastrada.',
  'overview.noBatches': 'Nenhum lote cadastrado.',
  'overview.noRegulation': 'Sem regulamento cadastrado.',
  'overview.noMedia': 'Sem imagem',
  'field.date': 'Data do evento',
  'field.place': 'Local',
  'field.organizer': 'Organizador',
  'field.document': 'Documento',
  'field.expectedAthletes': 'Atletas esperados',
  'field.bibs': 'Números de peito',
  'field.tags': 'Chips',
  'field.difficulty': 'Dificuldade',
  'field.registrationOpen': 'Inscrições',
  'field.opensAt': 'Abertura das inscrições',
  'field.closesAt': 'Encerramento das inscrições',
  'field.maxRegistrations': 'Limite de inscrições',
  'field.salesMode': 'Modo de venda',
  'field.externalUrl': 'Inscrição externa',
  'field.isFree': 'Gratuito',
  'field.serviceFee': 'Taxa de serviço',
  'field.serviceFeeMode': 'Quem paga a taxa',
  'field.hubFee': 'Taxa do hub',
  'field.refundWindow': 'Prazo de reembolso',
  'field.refundSummary': 'Política de reembolso',
  'field.selftiming': 'Autocronometragem',
  'field.qrcodeList': 'Lista com QR code',
  'field.medical': 'Ficha médica',
  'field.certificate': 'Certificado',
  'field.whatsapp': 'WhatsApp de suporte',
  'field.logo': 'Logo',
  'field.banner': 'Banner',
  'field.regulationPdf': 'Regulamento em PDF',
  'field.acceptanceRequired': 'Aceite obrigatório',
  'field.extraText': 'Texto adicional',
  'field.registrations': 'Inscritos',
  'field.results': 'Resultados',
  'value.yes': 'Sim',
  'value.no': 'Não',
  'value.none': '—',
  'value.days': '{count} dias',
  'value.unlimited': 'Sem limite',
  'value.open': 'Abertas',
  'value.closed': 'Fechadas',
  'value.openPdf': 'Abrir PDF',
  'value.showMore': 'Mostrar mais',
  'value.showLess': 'Mostrar menos',
  'salesMode.platform': 'Pela plataforma',
  'salesMode.external': 'Link externo',
  'salesMode.free': 'Gratuita',
  'feeMode.buyer': 'Comprador',
  'scoring.net_time': 'Tempo líquido',
  'scoring.gun_time': 'Tempo bruto',
  'scoring.laps': 'Voltas',
  'scoring.fixed_time': 'Tempo fixo',
  'feeMode.organizer': 'Organizador',

  'race.col.name': 'Prova',
  'race.col.distance': 'Distância',
  'race.col.startsAt': 'Largada',
  'race.col.scoring': 'Apuração',
  'race.col.limit': 'Limite',
  'race.col.status': 'Situação',
  'batch.col.name': 'Lote',
  'batch.col.period': 'Período',
  'batch.col.prices': 'Preços',
  'batch.col.sold': 'Vendidos',
  'batch.col.active': 'Ativo',

  'unavailable.title': 'Não disponível neste hub',
  'unavailable.description': 'Este hub segue só a especificação da API e não oferece esta leitura.',

  'salespeople.title': 'Vendedores',
  'salespeople.subtitle': 'Vendedores ativos do hub e seus contatos.',
  'salespeople.col.name': 'Nome',
  'salespeople.col.document': 'Documento',
  'salespeople.col.email': 'E-mail',
  'salespeople.col.phone': 'Telefone',
  'salespeople.col.status': 'Situação comercial',
  'salespeople.empty.title': 'Nenhum vendedor ativo',
  'salespeople.empty.description': 'Os vendedores ativos do hub aparecem aqui.',
  'salespeople.error.title': 'Não foi possível carregar os vendedores',

  'notFound.title': 'Página não encontrada',
  'notFound.description': 'O endereço não existe ou foi movido.',
  'notFound.back': 'Ir para os eventos',
  'route.loading': 'Carregando…',
  'error.title': 'Algo deu errado',
  'error.retry': 'Tentar de novo',
  'error.unexpected': 'Erro inesperado. Tente de novo em instantes.',

  'notify.successTitle': 'Pronto',
  'notify.errorTitle': 'Não foi possível concluir',
  'notify.signedOut': 'Você saiu do console.',
  'notify.close': 'Fechar aviso',
} as const;

export type CoreKey = keyof typeof corePtBR;

export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Features = (typeof EVENT_FEATURES)[number] | LazyEventFeatures;
export type MessageKey = keyof typeof corePtBR | keyof UnionToIntersection<Features['pt-BR']>;

/**
 * The core labels now, each event feature's once `addMessages` has them (the event route does
 * it), English all at once when it is first wanted (`loadEnglish`): a key looked up before
 * that falls back to the key itself.
 */
export const dictionaries: Record<Language, Record<MessageKey, string>> = {
  'pt-BR': { ...corePtBR } as Record<MessageKey, string>,
  en: {} as Record<MessageKey, string>,
};

export function addMessages(features: readonly Features[]) {
  for (const feature of features) Object.assign(dictionaries['pt-BR'], feature['pt-BR']);
}

let english: Promise<void> | null = null;

/** The English labels of the whole app, one chunk that only English readers download. */
export function loadEnglish(): Promise<void> {
  english ??= import('./en').then(
    (m) => void Object.assign(dictionaries.en, m.english),
    (failure: unknown) => {
      english = null;
      throw failure;
    },
  );
  return english;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
