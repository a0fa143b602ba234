import { defineMessages } from '@/web/i18n/define';

/** A hub error by its `error` code, in the reader's language (the hub's own text is Portuguese). */
export const errors = defineMessages({
  'hubError.unauthenticated': 'A sessão terminou ou a chave não é mais aceita. Entre de novo.',
  'hubError.forbidden_scope': 'A chave de API não tem permissão para esta ação.',
  'hubError.not_found': 'Não encontrado: pode ter sido excluído, ou o endereço está errado.',
  'hubError.validation_failed': 'O hub não aceitou alguns dos dados enviados.',
  'hubError.conflict': 'Conflito com o que já está no hub. Recarregue e tente de novo.',
  'hubError.online_registrations_protected':
    'Inscrições feitas online vêm do checkout e não podem ser alteradas por aqui.',
  'hubError.malformed_json': 'O hub não entendeu o pedido (JSON inválido).',
  'hubError.payload_too_large': 'O pedido é grande demais para o hub.',
  'hubError.unsupported_media_type': 'O hub não aceita este tipo de conteúdo.',
  'hubError.method_not_allowed': 'A API deste hub não permite esta ação.',
  'hubError.rate_limited': 'Muitas requisições seguidas. Espere um pouco e tente de novo.',
  'hubError.too_many_attempts': 'Muitas tentativas com chaves inválidas. Espere alguns minutos.',
  'hubError.server_error': 'O hub teve um erro interno. Tente de novo em instantes.',
  'hubError.in_use': 'Está em uso e não pode ser excluído.',
  'hubError.in_use.counts': 'Não pode ser excluído: tem {counts}.',
  'hubError.confirmation_required': 'Esta mudança afeta vendas já feitas e precisa ser confirmada.',
  'hubError.http_error': 'O hub respondeu com o status HTTP {status}.',
  'hubError.invalid_response': 'A resposta do hub não tem o formato esperado.',
  'hubError.upstream_unreachable': 'O hub não respondeu. Tente de novo em instantes.',
  'hubError.hub_error': 'O hub recusou o pedido.',
  'hubError.network': 'Sem resposta do console. Confira a conexão e tente de novo.',
  'hubError.count.registrations': '{n|# inscrição|# inscrições}',
  'hubError.count.results': '{n|# resultado|# resultados}',
  'hubError.count.sales': '{n|# venda|# vendas}',
  'hubError.count.imports': '{n|# importação a processar|# importações a processar}',
  'hubError.and': 'e',
});
