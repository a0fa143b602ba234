import type { EnglishOf } from '@/web/i18n/define';
import type { errors } from '@/web/i18n/features/errors';

export const errorsEn: EnglishOf<typeof errors> = {
  'hubError.unauthenticated': 'The session ended or the key is no longer accepted. Sign in again.',
  'hubError.forbidden_scope': 'The API key is not allowed to do this.',
  'hubError.not_found': 'Not found: it may have been deleted, or the address is wrong.',
  'hubError.validation_failed': 'The hub did not accept some of the data sent.',
  'hubError.conflict': 'This conflicts with what is already on the hub. Reload and try again.',
  'hubError.online_registrations_protected':
    'Online registrations come from the checkout and cannot be changed here.',
  'hubError.malformed_json': 'The hub did not understand the request (invalid JSON).',
  'hubError.payload_too_large': 'The request is too large for the hub.',
  'hubError.unsupported_media_type': 'The hub does not accept this type of content.',
  'hubError.method_not_allowed': "This hub's API does not allow this action.",
  'hubError.rate_limited': 'Too many requests in a row. Wait a moment and try again.',
  'hubError.too_many_attempts': 'Too many attempts with invalid keys. Wait a few minutes.',
  'hubError.server_error': 'The hub had an internal error. Try again in a moment.',
  'hubError.in_use': 'It is in use and cannot be deleted.',
  'hubError.in_use.counts': 'It cannot be deleted: it has {counts}.',
  'hubError.confirmation_required': 'This change affects sales already made and must be confirmed.',
  'hubError.http_error': 'The hub answered with HTTP status {status}.',
  'hubError.invalid_response': "The hub's answer does not have the expected format.",
  'hubError.upstream_unreachable': 'The hub did not answer. Try again in a moment.',
  'hubError.hub_error': 'The hub refused the request.',
  'hubError.network': 'No answer from the console. Check the connection and try again.',
  'hubError.count.registrations': '{n|# registration|# registrations}',
  'hubError.count.results': '{n|# result|# results}',
  'hubError.count.sales': '{n|# sale|# sales}',
  'hubError.count.imports': '{n|# import being processed|# imports being processed}',
  'hubError.and': 'and',
};

/**
 * The hub's and the contract's Portuguese messages in English, keyed by their template: `{name}`
 * stands for what the code fills in (a number, a code, a word this table also translates).
 * src/testing/hub-text.test.ts fails when a message of src/contract or src/server/hub has no
 * entry here.
 */
export const hubTextEn: Record<string, string> = {
  // The contract: what the forms say and the hub's 422 details repeat.
  Obrigatório: 'Required',
  'Máximo de {max} caracteres': 'At most {max} characters',
  'Máximo de {FIELD_KEY_MAX} caracteres': 'At most {FIELD_KEY_MAX} characters',
  'No máximo {max}': 'At most {max}',
  'No máximo {PAGE_MAX}': 'At most {PAGE_MAX}',
  'No máximo {INT4_MAX}': 'At most {INT4_MAX}',
  'No máximo {RESULTS_PER_PAGE_MAX}': 'At most {RESULTS_PER_PAGE_MAX}',
  'No mínimo {min}': 'At least {min}',
  'No máximo {max} parciais': 'At most {max} splits',
  'No máximo {max} {many} por requisição': 'At most {max} {many} per request',
  'No máximo {REGISTRATION_SEARCH_MAX} caracteres': 'At most {REGISTRATION_SEARCH_MAX} characters',
  'No máximo {DISTANCE_MAX_KM} km': 'At most {DISTANCE_MAX_KM} km',
  'No máximo {RETENTION_OFFSET_DAYS_MAX} dias após o evento':
    'At most {RETENTION_OFFSET_DAYS_MAX} days after the event',
  'Id acima do maior possível ({ID_MAX})': 'Id above the largest possible ({ID_MAX})',
  'Preço não pode ser negativo': 'The price cannot be negative',
  'Chave deve ser o id numérico da prova, sem zeros à esquerda':
    "The key must be the race's numeric id, without leading zeros",
  'Informe o preço de pelo menos uma prova': 'Enter the price of at least one race',
  'O fim deve ser depois do início': 'The end must be after the start',
  'Use true ou false': 'Use true or false',
  'Texto com caractere inválido (metade de um par UTF-16).':
    'Text with an invalid character (half of a UTF-16 pair).',
  'Use data e hora ISO 8601 com fuso, ex. 2027-03-14T06:30:00-03:00':
    'Use an ISO 8601 date and time with an offset, e.g. 2027-03-14T06:30:00-03:00',
  'Relação desconhecida: {_}': 'Unknown relation: {_}',
  'Envie pelo menos {one}': 'Send at least {one}',
  'Percentual vai de 0 a {PERCENT_MAX}': 'The percentage goes from 0 to {PERCENT_MAX}',
  'Informe pelo menos um desconto': 'Enter at least one discount',
  'Tipo repetido: {type}': 'Repeated type: {type}',
  'Prêmio repetido': 'Repeated prize',
  'O prêmio principal não se repete como prêmio extra':
    'The main prize is not repeated as an extra prize',
  'Só para premiação por equipe': 'Only for team awards',
  'O código precisa de pelo menos uma letra (só números é lido como id)':
    'The code needs at least one letter (digits only are read as an id)',
  'Use letras, números, - ou _': 'Use letters, digits, - or _',
  'Obrigatório para prova por voltas': 'Required for a lap race',
  'Obrigatório para prova por tempo fixo': 'Required for a fixed-time race',
  'A regra {name} precisa de um número inteiro': 'The {name} rule needs a whole number',
  'A regra regex precisa de um padrão': 'The regex rule needs a pattern',
  'Padrão de regex inválido': 'Invalid regex pattern',
  'Liste extensões separadas por vírgula, ex. mimes:pdf,jpg':
    'List extensions separated by commas, e.g. mimes:pdf,jpg',
  'A regra {name} vale só para arquivos': 'The {name} rule applies to files only',
  'Use letras minúsculas, números e _ (começando por letra)':
    'Use lowercase letters, digits and _ (starting with a letter)',
  'Campos de seleção precisam de pelo menos uma opção': 'Selection fields need at least one option',
  'Opções valem só para seleção e seleção múltipla':
    'Options apply only to selection and multiple selection',
  'Valor repetido: {value}': 'Repeated value: {value}',
  'CPF inválido (dígitos verificadores não conferem)':
    'Invalid CPF (the check digits do not match)',
  'Documento com mais de {OTHER_DOCUMENT_MAX} caracteres':
    'Document longer than {OTHER_DOCUMENT_MAX} characters',
  'Data inválida, use AAAA-MM-DD': 'Invalid date, use YYYY-MM-DD',
  'E-mail inválido': 'Invalid email',
  'Use M, F ou X': 'Use M, F or X',
  // The event configuration file (src/contract/event-config.ts).
  'A modalidade padrão {modality} não está entre as da prova':
    "The default modality {modality} is not among the race's",
  'Código repetido: {code}': 'Repeated code: {code}',
  'Lote repetido: {name}': 'Repeated batch: {name}',
  'Chave repetida: {key}': 'Repeated key: {key}',
  'Nenhuma prova do arquivo tem o código {code}': 'No race in the file has the code {code}',
  'Tempo inválido, use HH:MM:SS ou HH:MM:SS.mmm': 'Invalid time, use HH:MM:SS or HH:MM:SS.mmm',
  'Tempo acima do máximo ({RACE_TIME_MAX_MS})': 'Time above the maximum ({RACE_TIME_MAX_MS})',
  'Obrigatório para quem terminou a prova': 'Required for those who finished the race',
  'Percentual deve ser maior que zero': 'The percentage must be greater than zero',
  'Percentual vai até {PERCENT_MAX}': 'The percentage goes up to {PERCENT_MAX}',
  'Use no máximo duas casas decimais': 'Use at most two decimal places',
  'Informe pelo menos uma regra': 'Enter at least one rule',
  'As regras somam {total}%, precisam somar 100%': 'The rules total {total}%; they must total 100%',
  'Informe a chave de API': 'Enter the API key',

  // The hub: details of its errors, and the words it fills into them.
  'A prova {id} não pertence a este evento': 'Race {id} does not belong to this event',
  'Há provas que não pertencem ao evento.': 'Some races do not belong to the event.',
  'Inscrições online vêm do checkout, têm pedido e pagamento, e só saem por cancelamento no painel.':
    'Online registrations come from the checkout, have an order and a payment, and only leave by a cancellation in the panel.',
  Prova: 'Race',
  Evento: 'Event',
  Campo: 'Field',
  Importação: 'Import',
  'Ponto de controle': 'Checkpoint',
  'Evento não encontrado.': 'Event not found.',
  'Prova não encontrada.': 'Race not found.',
  'Lote não encontrado.': 'Batch not found.',
  'Regra de premiação não encontrada.': 'Prize rule not found.',
  'Categoria não encontrada.': 'Category not found.',
  'No mínimo 0': 'At least 0',
  'A idade máxima não pode ser menor que a mínima ({min})':
    'The maximum age cannot be under the minimum ({min})',
  'Já existe a categoria {name} nesta prova': 'Category {name} already exists in this race',
  'As idades se sobrepõem às da categoria {name} ({overlapping}), do mesmo sexo e modalidade':
    'The ages overlap those of category {name} ({overlapping}), of the same sex and modality',
  'A categoria {name} é usada por {_e_}; não pode ser excluída.':
    'Category {name} is used by {_e_}; it cannot be deleted.',
  'Campo não encontrado.': 'Field not found.',
  'Importação não encontrada.': 'Import not found.',
  'A importação ainda não terminou: espere que termine para desfazê-la.':
    'The import has not ended yet: wait for it to end to undo it.',
  'Esta importação é anterior ao registro de quem cada importação criou: não dá para desfazê-la sozinha.':
    'This import is older than the record of who each import created: it cannot be undone on its own.',
  'Ponto de controle não encontrado.': 'Checkpoint not found.',
  'Inscrição não encontrada.': 'Registration not found.',
  'Resultado não encontrado.': 'Result not found.',
  Lote: 'Batch',
  'Regra de premiação': 'Prize rule',
  Inscrição: 'Registration',
  Resultado: 'Result',
  inscrição: 'registration',
  inscrições: 'registrations',
  venda: 'sale',
  vendas: 'sales',
  resultado: 'result',
  resultados: 'results',
  importação: 'import',
  importações: 'imports',
  e: 'and',
  'A prova já tem {taken}; o limite não pode ficar abaixo':
    'The race already has {taken}; the limit cannot be lower',
  'Já existe uma prova com o código {code} neste evento.':
    'A race with code {code} already exists in this event.',
  'A prova tem {_e_}; não pode ser excluída.': 'The race has {_e_}; it cannot be deleted.',
  'Mesmo dia de repasse da regra {first_1}': 'Same payout day as rule {first_1}',
  'O lote vende {name} até depois da largada': 'The batch sells {name} until after its start',
  'O lote vendeu {n} desta prova; ela não pode sair do lote':
    'The batch sold {n} of this race; it cannot leave the batch',
  'O lote já vendeu {total}; o máximo não pode ficar abaixo':
    'The batch has already sold {total}; the maximum cannot be lower',
  'A mudança de preço atinge {touched} deste lote; reenvie com ?confirm=true para aplicá-la.':
    'The price change affects {touched} of this batch; send it again with ?confirm=true to apply it.',
  'O lote tem {sales}; não pode ser excluído.': 'The batch has {sales}; it cannot be deleted.',
  'A modalidade {name} é usada por {n} desta prova; não pode sair dela':
    'Modality {name} is used by {n} of this race; it cannot leave it',
  'A prova tem {pending} a processar; espere terminar para excluí-la.':
    'The race has {pending} being processed; wait for them to finish to delete it.',
  'A modalidade {modalityId} não é desta prova': 'Modality {modalityId} is not of this race',
  'Já existe a regra nº {seq} nesta prova': 'Rule no. {seq} already exists in this race',
  'A regra nº {seq} já premia este recorte com {tipoPremiacao}: as posições se sobrepõem':
    'Rule no. {seq} already awards this group with {tipoPremiacao}: the positions overlap',
  categorias: 'categories',
  'regras de premiação': 'prize rules',
  'Outra requisição mudou os dados ligados a este ao mesmo tempo. Recarregue e tente de novo.':
    'Another request changed the data linked to this one at the same time. Reload and try again.',
  'A modalidade {name} é usada por {n} {what} desta prova; não pode sair dela':
    'Modality {name} is used by {n} {what} of this race; it cannot be removed from it',
  'A largada é antes da abertura das inscrições do evento':
    "The start is before the event's registration opens",
  'O lote {name} vende esta prova até depois da largada':
    'Batch {name} sells this race until after the start',
  'O corpo da requisição passa de {BODY_LIMIT_BYTES_102} MiB.':
    'The request body is over {BODY_LIMIT_BYTES_102} MiB.',
  'O hub não respondeu. Tente de novo em instantes.':
    'The hub did not answer. Try again in a moment.',
  'Requisições que alteram dados precisam do cabeçalho {CSRF_HEADER}: {CSRF_VALUE}.':
    'Requests that change data need the header {CSRF_HEADER}: {CSRF_VALUE}.',
  'Sua sessão expirou. Entre de novo com a chave de API.':
    'Your session expired. Sign in again with the API key.',
  'Envie a chave de API como Authorization: Bearer <chave>.':
    'Send the API key as Authorization: Bearer <key>.',
  'O corpo da requisição é grande demais.': 'The request body is too large.',
  'Informe a chave de API.': 'Enter the API key.',
  'O hub recusou a chave.': 'The hub refused the key.',
  'Os dados enviados são inválidos.': 'The data sent is invalid.',
  '{what} não encontrado(a).': '{what} not found.',
  'Já existe uma prova com este código no evento':
    'A race with this code already exists in the event',
  'Já existe um campo com esta chave no evento':
    'A field with this key already exists in the event',
  'Tipo de desconto repetido': 'Repeated discount type',
  'Já existe um evento com este código': 'An event with this code already exists',
  'Esta Idempotency-Key está em uso por outra requisição':
    'This Idempotency-Key is in use by another request',
  'Número de peito já usado no evento': 'Bib number already used in the event',
  'external_id já usado no evento': 'external_id already used in the event',
  'Ponto de controle repetido': 'Repeated checkpoint',
  'Número de peito repetido na prova': 'Bib number repeated in the race',
  'Valor já existe': 'The value already exists',
  'Outra requisição gravou o mesmo valor ao mesmo tempo. Recarregue e tente de novo.':
    'Another request saved the same value at the same time. Reload and try again.',
  'Um dos valores enviados está fora do que o hub aceita.':
    'One of the values sent is outside what the hub accepts.',
  'Esta Idempotency-Key já foi usada com outro conteúdo':
    'This Idempotency-Key was already used with other content',
  'Modalidade {modality_id} não existe nesta prova':
    'Modality {modality_id} does not exist in this race',
  'Modalidade desconhecida nesta prova: {modality}': 'Unknown modality in this race: {modality}',
  'Campo desconhecido neste evento: {key}': 'Unknown field in this event: {key}',
  '{label}: opção desconhecida "{value}"': '{label}: unknown option "{value}"',
  '{label}: a resposta deve ser um texto': '{label}: the answer must be text',
  '{label}: escolha uma opção': '{label}: choose an option',
  '{label}: envie uma lista de opções': '{label}: send a list of options',
  '{label}: a resposta deve ser sim ou não': '{label}: the answer must be yes or no',
  '{label}: campos do tipo {type} não são importados':
    '{label}: fields of type {type} are not imported',
  'Chave com mais de {FIELD_KEY_MAX} caracteres': 'Key longer than {FIELD_KEY_MAX} characters',
  'Resposta com mais de {ANSWER_TEXT_MAX} caracteres':
    'Answer longer than {ANSWER_TEXT_MAX} characters',
  'Só uma importação que falhou pode ser reenviada (esta está {status})':
    'Only a failed import can be resent (this one is {status})',
  'Esta importação não falhou.': 'This import did not fail.',
  'O documento corresponde a {length} inscrições do evento':
    'The document matches {length} registrations of the event',
  'O documento pertence à inscrição de external_id {external_id}':
    'The document belongs to the registration with external_id {external_id}',
  'A inscrição correspondente veio do checkout (online) e não pode ser alterada por importação':
    'The matching registration came from the checkout (online) and cannot be changed by an import',
  'A inscrição correspondente é de outra prova do evento':
    'The matching registration is in another race of the event',
  'O item {other} do mesmo envio já atualiza esta inscrição':
    'Item {other} of the same upload already updates this registration',
  'Número de peito {bib} já pertence a outra inscrição do evento':
    'Bib number {bib} already belongs to another registration of the event',
  'Modalidade {modality_id} não é desta prova': 'Modality {modality_id} is not of this race',
  'O número {bib} está inscrito em outra prova do evento':
    'Number {bib} is registered in another race of the event',
  'O hub não conseguiu processar esta importação após {attempts} tentativas ({reason}). {row_progress_Os_iten}ela pode ser processada de novo.':
    'The hub could not process this import after {attempts} attempts ({reason}). {row_progress_Os_iten}it can be processed again.',
  'O hub não conseguiu gravar este item ({error}).': 'The hub could not save this item ({error}).',
  'Chave de API ausente. Envie Authorization: Bearer <chave>.':
    'API key missing. Send Authorization: Bearer <key>.',
  'Muitas tentativas com chaves inválidas. Tente de novo em {wait} s.':
    'Too many attempts with invalid keys. Try again in {wait} s.',
  'Chave de API inválida ou revogada.': 'Invalid or revoked API key.',
  'Esta chave não tem o escopo manage, necessário para a API de gestão.':
    'This key does not have the manage scope the management API needs.',
  'Muitas requisições. Tente de novo em {rateWait} s.':
    'Too many requests. Try again in {rateWait} s.',
  'O corpo da requisição passa de 10 MiB.': 'The request body is over 10 MiB.',
  'Rota não encontrada.': 'Route not found.',
  'O corpo da requisição não é um JSON válido.': 'The request body is not valid JSON.',
  'Erro inesperado no servidor.': 'Unexpected server error.',
  'O método {method} não é aceito aqui. Use {_}.': 'Method {method} is not accepted here. Use {_}.',
  'O corpo da requisição deve ser JSON, com Content-Type: application/json.':
    'The request body must be JSON, with Content-Type: application/json.',
  'O caractere nulo (U+0000) não é aceito.': 'The null character (U+0000) is not accepted.',
  'Mais de {MAX_JSON_DEPTH} níveis de aninhamento.':
    'More than {MAX_JSON_DEPTH} levels of nesting.',
  'Chave ausente ou inválida (`unauthenticated`)': 'Missing or invalid key (`unauthenticated`)',
  'Recurso não encontrado (`not_found`)': 'Resource not found (`not_found`)',
  'Validação falhou (`validation_failed`); `details` por campo':
    'Validation failed (`validation_failed`); `details` per field',
  'Limite de requisições (`rate_limited`), com `Retry-After`':
    'Rate limit (`rate_limited`), with `Retry-After`',
  'Já existe uma prova com o código {code} neste evento':
    'A race with code {code} already exists in this event',
  'Modalidade {id} não existe no catálogo': 'Modality {id} is not in the catalogue',
  'Modalidade {default_modality_id} não existe no catálogo':
    'Modality {default_modality_id} is not in the catalogue',
  'Já existe um campo com a chave {key} neste evento':
    'A field with key {key} already exists in this event',
  'Prova não encontrada neste evento': 'Race not found in this event',
  'Prazo repetido ({offset_days} dias, após o piso de {retentionFloorDays})':
    'Repeated deadline ({offset_days} days, after the floor of {retentionFloorDays})',
  'Este evento não tem regras de repasse próprias.': 'This event has no payout rules of its own.',
  // Event as code (contract/event-sync.ts): applying a file.
  'O hub não lista suas modalidades: a prova {code} usa modalidades':
    'The hub does not list its modalities: race {code} uses modalities',
  'O hub não tem a modalidade {name} (prova {code})':
    'The hub has no modality {name} (race {code})',
  'O evento não tem a prova {code} (lote {name})': 'The event has no race {code} (batch {name})',
  'O evento não tem a prova {code}': 'The event has no race {code}',
  'No mínimo 1': 'At least 1',
  'Categoria repetida na prova {race}: {name}': 'Repeated category in race {race}: {name}',
  'Regra nº {seq} repetida na prova {race}': 'Rule no. {seq} repeated in race {race}',
  'A prova {code} fica para trás': 'Race {code} stays behind',
  // Events (extension writes).
  'Use um endereço http://, https:// ou um caminho que comece com /':
    'Use an http:// or https:// address, or a path starting with /',
  'Use um percentual como 7.50': 'Use a percentage such as 7.50',
  'No máximo {PERCENT_MAX}%': 'At most {PERCENT_MAX}%',
  'Use a sigla do estado (duas letras)': "Use the state's two-letter code",
  'No máximo {REFUND_WINDOW_DAYS_MAX} dias': 'At most {REFUND_WINDOW_DAYS_MAX} days',
  'O fim das inscrições deve ser depois do início': 'Registration must close after it opens',
  'As inscrições fecham depois do dia do evento': 'Registration closes after the event day',
  'Venda externa precisa do endereço de inscrição': 'External sales need the registration address',
  'Já existe um evento com o código {code}': 'An event with code {code} already exists',
  'Organizador {organizer_id} não encontrado': 'Organizer {organizer_id} not found',
  'Vendedor {salesperson_person_id} não encontrado':
    'Salesperson {salesperson_person_id} not found',
  'A prova {name} larga antes da abertura das inscrições':
    'Race {name} starts before registration opens',
  'Impressão da chave inválida': 'Invalid key fingerprint',
  'Texto com caractere inválido': 'Text with an invalid character',
  'Dê um nome ao modelo': 'Give the template a name',
  'Uma coluna de destino para cada cabeçalho': 'One target column for each header',
  'Dados inválidos.': 'Invalid data.',
  'O modelo é grande demais.': 'The template is too large.',
  'Este hub já tem {MAPPING_TEMPLATES_MAX} modelos. Apague algum antes de salvar outro.':
    'This hub already has {MAPPING_TEMPLATES_MAX} templates. Delete one before saving another.',
  'Modelo não encontrado.': 'Template not found.',
  'Já existe um modelo com este nome': 'A template with this name already exists',
};
