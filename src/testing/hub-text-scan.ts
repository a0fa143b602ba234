import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A message found in the sources, as a template (`{name}` where the code interpolates). */
export interface FoundMessage {
  template: string;
  file: string;
  line: number;
}

/** Zod checks and hub helpers whose string arguments are messages a person reads. */
const MESSAGE_CALLS: Record<string, number[] | 'any'> = {
  min: 'any',
  max: 'any',
  // zod/mini's checks, as the contract writes them (`.check(z.minLength(1, '...'))`).
  minLength: 'any',
  maxLength: 'any',
  minimum: 'any',
  maximum: 'any',
  length: 'any',
  refine: 'any',
  regex: 'any',
  email: 'any',
  url: 'any',
  int: 'any',
  positive: 'any',
  nonnegative: 'any',
  gt: 'any',
  gte: 'any',
  lt: 'any',
  lte: 'any',
  multipleOf: 'any',
  nonempty: 'any',
  // zod 4 takes a type's message as its first argument, an enum's or a literal's as its second.
  string: [0],
  number: [0],
  boolean: [0],
  date: [0],
  datetime: [0],
  time: [0],
  enum: [1],
  literal: [1],
  fieldError: [1],
  HubError: [1],
  errorBody: [1],
  notFound: [0],
  validationFailed: 'any',
};
const MESSAGE_PROPERTIES = new Set(['message', 'error']);
/** Sentences the code builds elsewhere (a helper's return, a ternary): prose, not identifiers. */
const PROSE = /^[A-ZÀ-Ú{][^\n]*\s\S/;
const PORTUGUESE = /[áéíóúâêôãõçÁÉÍÓÚÂÊÔÃÕÇ]/;
/** A code, a header or a path (`validation_failed`, `Idempotency-Key`, `/assets/`), not words. */
const CODE_LIKE = /^[a-z_.]+$|^[\w/]*[-_/][\w/-]*$/;
const NOT_MESSAGES = new Set(['description', 'summary', 'title', 'example', 'sql', 'label']);

function templateOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let out = node.head.text;
  for (const span of node.templateSpans) {
    out += `{${placeholderName(span.expression, source)}}` + span.literal.text;
  }
  return out;
}

function placeholderName(expression: ts.Expression, source: ts.SourceFile): string {
  let current: ts.Node = expression;
  while (ts.isCallExpression(current)) current = current.arguments[0] ?? current.expression;
  if (ts.isIdentifier(current)) return current.text;
  if (ts.isPropertyAccessExpression(current)) return current.name.text;
  return current.getText(source).replace(/\W+/g, '_').slice(0, 20) || 'value';
}

function callName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Whether a literal sits where a message goes (a zod check's argument, `message:`, a hub error). */
function inMessagePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name = parent.name.getText();
    if (MESSAGE_PROPERTIES.has(name)) return true;
    if (NOT_MESSAGES.has(name)) return false;
  }
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments) {
    const name = callName(parent);
    const positions = name && Object.hasOwn(MESSAGE_CALLS, name) ? MESSAGE_CALLS[name] : undefined;
    const index = parent.arguments.indexOf(node as ts.Expression);
    if (positions === 'any' || positions?.includes(index)) return true;
  }
  // A 422's details written inline: validationFailed({ field: ['message'] }).
  for (let up: ts.Node = parent; up && !ts.isSourceFile(up); up = up.parent) {
    if ((ts.isCallExpression(up) || ts.isNewExpression(up)) && callName(up) === 'validationFailed')
      return true;
    if (ts.isVariableDeclaration(up) && up.name.getText() === 'UNIQUE_FIELDS') return true;
    if (ts.isFunctionLike(up)) break;
  }
  return false;
}

function isSkipped(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isElementAccessExpression(parent) ||
    ts.isCaseClause(parent) ||
    (ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        parent.operatorToken.kind,
      )) ||
    ts.isTaggedTemplateExpression(parent)
  );
}

/** The templates of every message in the `.ts` files under `roots` (tests left out). */
export function scanMessages(roots: string[]): FoundMessage[] {
  const found: FoundMessage[] = [];
  const visitFile = (file: string) => {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const template =
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)
          ? templateOf(node, source)
          : null;
      if (template !== null && !isSkipped(node)) {
        const positioned = inMessagePosition(node);
        const prose =
          PROSE.test(template) && PORTUGUESE.test(template) && !NOT_MESSAGES.has(propertyOf(node));
        const message = positioned ? /\p{L}/u.test(template) && !CODE_LIKE.test(template) : prose;
        if (message) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({ template, file, line: line + 1 });
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) visitFile(full);
    }
  };
  roots.forEach(walk);
  return found;
}

function propertyOf(node: ts.Node): string {
  const parent = node.parent;
  return ts.isPropertyAssignment(parent) ? parent.name.getText() : '';
}
