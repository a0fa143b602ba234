/** The tables the fake data draws from: cities, first names, surnames, e-mail domains, event names. */

export type Sex = 'M' | 'F';

export interface City {
  city: string;
  state: string;
  /** Short slug used in event codes (airport-style). */
  slug: string;
  ddd: string;
}

export const CITIES: readonly City[] = [
  { city: 'São Paulo', state: 'SP', slug: 'SP', ddd: '11' },
  { city: 'Rio de Janeiro', state: 'RJ', slug: 'RIO', ddd: '21' },
  { city: 'Belo Horizonte', state: 'MG', slug: 'BH', ddd: '31' },
  { city: 'Curitiba', state: 'PR', slug: 'CWB', ddd: '41' },
  { city: 'Florianópolis', state: 'SC', slug: 'FLN', ddd: '48' },
  { city: 'Recife', state: 'PE', slug: 'REC', ddd: '81' },
  { city: 'Salvador', state: 'BA', slug: 'SSA', ddd: '71' },
  { city: 'Porto Alegre', state: 'RS', slug: 'POA', ddd: '51' },
  { city: 'Campos do Jordão', state: 'SP', slug: 'CJO', ddd: '12' },
  { city: 'Ilhabela', state: 'SP', slug: 'ILB', ddd: '12' },
  { city: 'Gramado', state: 'RS', slug: 'GMD', ddd: '54' },
  { city: 'Brasília', state: 'DF', slug: 'BSB', ddd: '61' },
  { city: 'Fortaleza', state: 'CE', slug: 'FOR', ddd: '85' },
  { city: 'Goiânia', state: 'GO', slug: 'GYN', ddd: '62' },
  { city: 'Morretes', state: 'PR', slug: 'MRT', ddd: '41' },
  { city: 'Ubatuba', state: 'SP', slug: 'UBT', ddd: '12' },
];

const words = (list: string) => list.trim().split(/\s+/);

export const MALE_NAMES = words(`
  João José Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos Luís Gabriel
  Rafael Daniel Marcelo Bruno Eduardo Felipe Rodrigo Thiago Gustavo Matheus André
  Fábio Sérgio Vinícius Otávio Caio Heitor Davi Benício Joaquim Raimundo Sebastião
  Cícero Álvaro Júlio Márcio Flávio Renan
`);
export const FEMALE_NAMES = words(`
  Maria Ana Francisca Antônia Adriana Juliana Márcia Fernanda Patrícia Aline
  Conceição Luíza Letícia Beatriz Camila Larissa Vitória Gabriela Mariana Lúcia
  Cecília Helena Valentina Heloísa Lívia Júlia Débora Tânia Sônia Rosângela
  Cláudia Simone Renata Bruna Tatiane Natália Isabela Raquel Bárbara Inês
`);
export const SURNAMES = words(`
  Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa
  Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha
  Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas Gonçalves
  Araújo Conceição Brandão Simões Magalhães Assunção Falcão Guimarães Sampaio
`);
export const EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'icloud.com',
];

export const EVENT_TEMPLATES: readonly { slug: string; name: (c: City) => string }[] = [
  { slug: 'MEIA', name: (c) => `Meia Maratona de ${c.city}` },
  { slug: 'MARATONA', name: (c) => `Maratona Internacional de ${c.city}` },
  { slug: 'NOTURNA', name: (c) => `Corrida Noturna ${c.city}` },
  { slug: 'TRAIL', name: (c) => `Desafio Trail ${c.city}` },
  { slug: 'KIDS', name: (c) => `Corrida Kids ${c.city}` },
  { slug: 'CIRCUITO', name: (c) => `Circuito das Estações ${c.city}` },
  { slug: 'RUN', name: (c) => `${c.city} Night Run` },
  { slug: 'VOLTA', name: (c) => `Volta Internacional de ${c.city}` },
  { slug: 'ULTRA', name: (c) => `Ultra Trail ${c.city}` },
  { slug: 'SOLIDARIA', name: (c) => `Corrida Solidária ${c.city}` },
];
