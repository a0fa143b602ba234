import { describe, expect, it } from 'vitest';
import { createTestHub } from '@/testing/hub/test-hub';

/* What agents and SDK generators read (issue 32): every operation named, summed up, its errors. */

interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, unknown>;
}

describe('/api/v1/openapi.json', () => {
  it('gives every operation a unique operationId, a summary and its error responses', async () => {
    const hub = await createTestHub();
    try {
      const doc = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, ...op })),
      );
      expect(operations.length).toBeGreaterThan(30);
      const ids = operations.map((op) => op.operationId);
      for (const op of operations) {
        expect(op.operationId, op.at).toMatch(
          /^(list|get|create|import|retry|replace|update|delete)[A-Z]\w+$/,
        );
        expect(op.summary?.trim(), op.at).toBeTruthy();
        expect(
          Object.keys(op.responses).filter((status) => status.startsWith('4')),
          op.at,
        ).not.toEqual([]);
      }
      expect(new Set(ids).size, ids.join(', ')).toBe(ids.length);
    } finally {
      await hub.close();
    }
  });
});
