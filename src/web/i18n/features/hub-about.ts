import { defineMessages } from '@/web/i18n/define';

/** "Sobre este hub": what the hub check found (issue 31). Loaded with its page. */
export const hubAbout = defineMessages({
  'hubAbout.title': 'Sobre este hub',
  'hubAbout.subtitle':
    'O que o console encontrou ao ler este hub, só com leituras: o que funciona, o que funciona com limites e por quê.',
  'hubAbout.recheck': 'Verificar de novo',
  'hubAbout.checkedAt': 'Verificado em {at}',
  'hubAbout.event': 'Evento lido: {event}',
  'hubAbout.noEvent': 'Nenhum evento lido',
  'hubAbout.zone': 'Horas sem fuso lidas em {zone}',
  'hubAbout.cli': 'O mesmo relatório sai no terminal com',

  'hubAbout.verdict.full': 'O console funciona por completo com este hub',
  'hubAbout.verdict.fullText':
    'Cada leitura respondeu no formato do contrato ou numa forma que o console lê sem perder nada.',
  'hubAbout.verdict.limited': 'O console funciona com este hub, com limites',
  'hubAbout.verdict.cannot': 'O console não consegue trabalhar com este hub',
  'hubAbout.verdict.cannotText':
    'Leve a lista abaixo a quem mantém o hub: o console precisa destas leituras como a especificação as descreve.',

  'hubAbout.reason.key_refused':
    'O hub recusou a chave ({status}): use uma chave com o escopo manage.',
  'hubAbout.reason.spec_endpoint_missing':
    'GET {path} não existe (404): a especificação o tem e o console precisa dele.',
  'hubAbout.reason.endpoint_failed': 'GET {path} falhou ({status}).',
  'hubAbout.reason.noAnswer': 'sem resposta',
  'hubAbout.reason.wrong_envelope':
    'GET {path}: a resposta não vem no envelope da especificação ({data} ou {data, meta, links}).',
  'hubAbout.reason.unreadable_fields': 'GET {path}: o console não consegue ler {fields}.',
  'hubAbout.reason.spec_only_mode':
    'Sem o detalhe de um evento (GET /events/{event}), o console trata este hub como só com a especificação e não usa nenhuma das extensões.',
  'hubAbout.reason.extension_absent': 'Sem GET {path}: {tabs}: {without}.',
  'hubAbout.reason.unknown_words': 'Palavras desconhecidas, mostradas como vieram: {words}.',
  'hubAbout.reason.local_date_times':
    'Datas e horas sem fuso ({fields}): lidas em {zone}. O HUB_TIME_ZONE do console precisa ser o fuso do hub, senão os horários mudam.',
  'hubAbout.reason.unreadable_dates':
    'Datas que nenhum leitor entende, mostradas como texto: {fields}.',
  'hubAbout.reason.error_envelope':
    'GET {path}: um erro sem {error, message}; o console mostra só o código HTTP.',
  'hubAbout.reason.no_event':
    'O hub não lista nenhum evento: nenhuma leitura de evento, prova ou importação foi verificada.',
  'hubAbout.reason.no_race':
    'Nenhuma prova para consultar: premiação, vagas e resultados não foram verificados.',
  'hubAbout.andMore': '{list} e mais {n}',

  'hubAbout.extensions.title': 'Extensões e abas',
  'hubAbout.extensions.intro':
    'As leituras que este projeto acrescenta à API v1. Sem uma delas, as abas indicadas ficam como descrito.',
  'hubAbout.col.read': 'Leitura',
  'hubAbout.col.presence': 'Neste hub',
  'hubAbout.col.tabs': 'Abas',
  'hubAbout.col.without': 'Sem ela',
  'hubAbout.present': 'Presente',
  'hubAbout.absent': 'Ausente',
  'hubAbout.notTold': 'Não deu para saber',
  'hubAbout.tab.eventSettings': 'Configurações do evento',
  'hubAbout.ext.event-detail':
    'o console trata o hub como só com a especificação: as configurações do evento não são editáveis e nenhuma leitura abaixo é usada',
  'hubAbout.ext.event-include':
    'a lista de eventos e a visão geral ficam sem as contagens de provas, lotes e inscritos',
  'hubAbout.ext.event-search': 'a busca da lista de eventos não filtra (o hub a ignora)',
  'hubAbout.ext.races': 'só aparecem as provas criadas nesta sessão',
  'hubAbout.ext.batches': 'só aparecem os lotes criados nesta sessão',
  'hubAbout.ext.registration-fields':
    'só aparecem os campos criados nesta sessão; os outros se editam pela chave',
  'hubAbout.ext.legal-discounts': 'os descontos atuais não aparecem; salvar os substitui',
  'hubAbout.ext.retention': 'as regras atuais não aparecem; salvar as substitui',
  'hubAbout.ext.checkpoints': 'os pontos de controle não são listados; um se remove pelo id',
  'hubAbout.ext.registration-imports': 'as importações de inscrições anteriores não aparecem',
  'hubAbout.ext.result-imports': 'as importações de resultados anteriores não aparecem',
  'hubAbout.ext.modalities':
    'os formulários de prova não oferecem o catálogo de modalidades, só as da própria prova',
  'hubAbout.ext.me': 'o histórico nomeia quem gravou pelo início da chave, não pelo nome dela',
  'hubAbout.ext.results': 'um aviso no lugar dos resultados',
  'hubAbout.ext.bibs':
    'um arquivo de resultados não é conferido com os números de peito antes do envio',
  'hubAbout.ext.registrations': 'um aviso no lugar da lista de inscritos',

  'hubAbout.endpoints.title': 'Leituras feitas',
  'hubAbout.endpoints.intro':
    'Cada GET que o console faria, na ordem em que foi feito. Nenhuma escrita foi enviada.',
  'hubAbout.col.endpoint': 'Endpoint',
  'hubAbout.col.status': 'Resposta',
  'hubAbout.col.envelope': 'Envelope',
  'hubAbout.col.findings': 'Diferenças',
  'hubAbout.kind.spec': 'Especificação',
  'hubAbout.kind.extension': 'Extensão',
  'hubAbout.outcome.ok': 'Respondeu',
  'hubAbout.outcome.absent': 'Ausente',
  'hubAbout.outcome.failed': 'Falhou',
  'hubAbout.outcome.skipped': 'Não consultado',
  'hubAbout.outcome.unknown': 'Indefinido',
  'hubAbout.envelope.ok': 'Certo',
  'hubAbout.envelope.wrong': 'Errado',
  'hubAbout.note.no_event': 'nenhum evento para consultar',
  'hubAbout.note.no_race': 'nenhuma prova para consultar',
  'hubAbout.note.no_import': 'nenhuma importação listada',
  'hubAbout.note.unreachable': 'o hub não respondeu',
  'hubAbout.note.key_refused': 'chave recusada',
  'hubAbout.note.no_override':
    '404: o evento não tem regras próprias, ou o hub não tem esta leitura',
  'hubAbout.note.anonymous_allowed': 'respondeu sem chave (a especificação pede 401)',
  'hubAbout.findings': '{n|# valor|# valores}',

  'hubAbout.differences.title': 'Diferenças do contrato, campo a campo',
  'hubAbout.differences.none': 'Nenhuma: o hub responde como o contrato descreve.',
  'hubAbout.col.difference': 'Diferença',
  'hubAbout.col.fields': 'Campos',
  'hubAbout.col.example': 'Exemplo',
  'hubAbout.col.count': 'Valores',
  'hubAbout.showAll': 'Ver os {n} campos',
  'hubAbout.effect.lenient': 'Lido com tolerância',
  'hubAbout.effect.text': 'Mostrado como texto',
  'hubAbout.effect.broken': 'Não funciona',
  'hubAbout.finding.date_time_local': 'Data e hora sem fuso, lida no fuso do hub',
  'hubAbout.finding.date_time_date_only':
    'Só a data onde vai data e hora, lida como meia-noite no fuso do hub',
  'hubAbout.finding.date_as_date_time':
    'Data e hora onde vai uma data, lida como o dia no fuso do hub',
  'hubAbout.finding.number_as_string': 'Número como texto',
  'hubAbout.finding.number_in_text_field': 'Número onde a especificação tem texto',
  'hubAbout.finding.boolean_as_number_or_text': 'Sim/não como 0/1 ou texto',
  'hubAbout.finding.extra_field': 'Campo que o contrato não tem, ignorado',
  'hubAbout.finding.unknown_word': 'Palavra desconhecida',
  'hubAbout.finding.unreadable_date': 'Data ilegível',
  'hubAbout.finding.missing_field': 'Campo obrigatório ausente',
  'hubAbout.finding.wrong_type': 'Valor que o console não lê',
  'hubAbout.finding.wrong_envelope': 'Fora do envelope da especificação',
  'hubAbout.finding.not_json': 'Resposta que não é JSON',
  'hubAbout.finding.error_envelope': 'Erro sem {error, message}',

  'hubAbout.seen.title': 'O que o hub escreve',
  'hubAbout.forms.title': 'Datas e horas',
  'hubAbout.forms.none': 'Nenhuma data e hora lida.',
  'hubAbout.form.offset': 'Com fuso',
  'hubAbout.form.utc': 'Em UTC',
  'hubAbout.form.local': 'Sem fuso',
  'hubAbout.form.date': 'Só a data',
  'hubAbout.numbers.title': 'Números',
  'hubAbout.numbers.summary': '{numbers} como números do JSON, {strings} como texto com dígitos.',
  'hubAbout.numbers.stringFields': 'Como texto: {fields}.',
  'hubAbout.numbers.inText': 'Números onde a especificação tem texto: {fields}.',
  'hubAbout.words.title': 'Palavras de situação e códigos',
  'hubAbout.words.none': 'Nenhuma palavra lida.',
  'hubAbout.col.kind': 'Campo',
  'hubAbout.col.known': 'Conhecidas',
  'hubAbout.col.unknown': 'Desconhecidas',
});
