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

function operationOf(route: HubRoute) {
  const { params, query, headers, body } = route.request ?? {};
  const parameters = [
    ...parametersOf(params, 'path'),
    ...parametersOf(query, 'query'),
    ...parametersOf(headers, 'header'),
  ];
  return {
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
