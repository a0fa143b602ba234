import type { BodySchema, OnDemandSchema } from './api-client';

/**
 * A body schema imported when its first request starts (`load` imports the contract module),
 * so the page that reads it does not carry zod in its first load: the schema downloads while
 * the hub answers, and the answer is checked as with the schema itself.
 */
export function schemaOnDemand<T>(load: () => Promise<BodySchema<T>>): BodySchema<T> {
  let loading: Promise<BodySchema<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = undefined; // Offline for a moment: the next request imports it again.
      throw failure;
    }));
  const schema: OnDemandSchema<T> = {
    load: loaded,
    '~standard': { validate: async (value) => (await loaded())['~standard'].validate(value) },
  };
  return schema;
}
