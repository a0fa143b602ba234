import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/app/query-client';
import { stubHub } from '@/testing/web/hub-stub';
import { vacancyQueries } from './vacancy';

const VACANCY = '/api/v1/events/EVT-V/races/10K/vacancy';

function Places() {
  const { data } = useQuery(vacancyQueries.detail('EVT-V', '10K'));
  return <p>{data ? `${data.vacancy.available} vagas` : '…'}</p>;
}

function hubWithPlaces() {
  let available = 40;
  const hub = stubHub({
    [`GET ${VACANCY}`]: () => ({
      data: {
        race_id: 1,
        registration_limit: 100,
        registrations_count: 100 - available,
        vacancy: { available: available--, unlimited: false },
      },
    }),
  });
  return () => hub.calls.filter((call) => call.url.pathname === VACANCY).length;
}

afterEach(() => vi.useRealTimers());

describe('a race’s vacancy', () => {
  it('is read once when the page mounts right after its route prefetched it', async () => {
    const reads = hubWithPlaces();
    const client = createQueryClient();
    await client.prefetchQuery(vacancyQueries.detail('EVT-V', '10K'));
    render(
      <QueryClientProvider client={client}>
        <Places />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('40 vagas')).toBeInTheDocument();
    // Whatever a refetch would do, it would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
  });

  it('is read again by a page that mounts later: places change with every sale', async () => {
    const reads = hubWithPlaces();
    const client = createQueryClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    await client.prefetchQuery(vacancyQueries.detail('EVT-V', '10K'));
    vi.setSystemTime(Date.now() + 10_000);
    render(
      <QueryClientProvider client={client}>
        <Places />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('39 vagas')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
