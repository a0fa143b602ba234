import { defineMessages } from '@/web/i18n/define';

/** The salespeople page's labels: loaded with it. */
export const salespeople = defineMessages({
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
});
