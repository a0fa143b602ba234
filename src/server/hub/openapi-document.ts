import { z } from 'zod/mini';
import type { HubRoute } from './openapi';

/* The OpenAPI 3.1 document of the routes a router holds, built from the same zod schemas that
   validate them (zod 4's JSON Schema, which reads the contract's `zod/mini` schemas and the
   server's classic ones alike). Bodies and parameters are described as sent, answers as received:
   both are the input of their schema. */

type JsonSchema = Record<string, unknown>;

export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** Each property of an object's schema as a parameter of the operation. */
function parametersOf(schema: z.core.$ZodType | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    schema: property,
    required: where === 'path' || required.includes(name),
    name,
    in: where,
  }));
}

/** Reads that name one thing though their path ends in no `{id}`. */
const SINGLE = new Set(['me', 'vacancy', 'retention', 'bibs']);
/** Writes that do something to the thing before them (`.../{import}/retry`). */
const ACTIONS = new Set(['retry']);
/** Lists a POST adds many to at once: queued imports. */
const IMPORTED = new Set(['registrations', 'results']);
const VERBS = { put: 'replace', patch: 'update', delete: 'delete' } as const;
const pascal = (word: string) =>
  word.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
const singular = (word: string) => word.replace(/(ch|sh|x)es$/, '$1').replace(/s$/, '');

/**
 * A stable, unique name for an SDK's method (`listRaces`, `getEvent`, `createBatch`,
 * `importResults`, `retryResultImport`): the verb of the method, the last resource of the
 * path, one of it when the path ends in its id.
 */
export function operationIdOf({ method, path }: Pick<HubRoute, 'method' | 'path'>): string {
  const parts = path.split('/').filter(Boolean);
  const one = parts.at(-1)!.startsWith('{');
  const names = parts.filter((p) => !p.startsWith('{'));
  const resource = names.at(-1) ?? 'root';
  const parent = names.at(-2) ?? '';
  // The rows of one import (`.../registration-imports/{import}/rows`): named by it.
  if (!one && parent.endsWith('-imports') && !ACTIONS.has(resource))
    return `${method === 'get' ? 'list' : VERBS[method as keyof typeof VERBS]}${pascal(resource)}Of${pascal(singular(parent))}`;
  if (ACTIONS.has(resource)) return resource + pascal(singular(names.at(-2) ?? 'root'));
  if (method === 'get')
    return (
      (one || SINGLE.has(resource) ? 'get' : 'list') + pascal(one ? singular(resource) : resource)
    );
  if (method === 'post')
    return parts.length > 2 && IMPORTED.has(resource)
      ? `import${pascal(resource)}`
      : `create${pascal(singular(resource))}`;
  return VERBS[method] + pascal(one ? singular(resource) : resource);
}

function operationOf(route: HubRoute) {
  const { params, query, headers, body } = route.request ?? {};
  const parameters = [
    ...parametersOf(params, 'path'),
    ...parametersOf(query, 'query'),
    ...parametersOf(headers, 'header'),
  ];
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(route.extension && { 'x-extension': true }),
    ...(parameters.length && { parameters }),
    ...(body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(body) } },
      },
    }),
    responses: Object.fromEntries(
      Object.entries(route.responses).map(([status, answer]) => [
        status,
        'content' in answer!
          ? {
              description: answer.description,
              content: {
                'application/json': {
                  schema: jsonSchemaOf(answer.content['application/json'].schema),
                },
              },
            }
          : answer,
      ]),
    ),
  };
}

/** The paths of the document, in the order the routes were added. */
export function pathsOf(routes: readonly HubRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operationOf(route);
  return paths;
}
