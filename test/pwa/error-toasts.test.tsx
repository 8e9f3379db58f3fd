import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ErrorToastMeta } from '@/app/query-client';
import { AppToaster } from '@/app/toaster';
import { apiFetch } from '@/lib/http';
import { mswServer } from './msw-server';
import { testQueryClient } from './render';

function Reader({ id, meta }: { id: string; meta?: ErrorToastMeta }) {
  const query = useQuery({ queryKey: ['thing', id], queryFn: () => apiFetch(`/thing/${id}`), meta });
  return <p>{query.status === 'error' ? `failed ${id}` : `state ${id}`}</p>;
}

function renderReaders(...readers: { id: string; meta?: ErrorToastMeta }[]) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      {readers.map((reader) => (
        <Reader key={reader.id} {...reader} />
      ))}
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe('error toasts from the query cache', () => {
  it("show the server's message once per failure", async () => {
    mswServer.use(http.get('*/api/thing/:id', () => HttpResponse.json({ code: 503, message: 'Түр засвартай' }, { status: 503 })));
    renderReaders({ id: 'a' });
    expect(await screen.findByText('Түр засвартай')).toBeInTheDocument();
    expect(screen.getAllByText('Түр засвартай')).toHaveLength(1);
  });

  it('stay silent for a query that opts out, or for its quiet statuses', async () => {
    mswServer.use(
      http.get('*/api/thing/quiet', () => HttpResponse.json({ code: 500, message: 'Нууц алдаа' }, { status: 500 })),
      http.get('*/api/thing/missing', () => HttpResponse.json({ code: 404, message: 'Олдсонгүй' }, { status: 404 })),
      http.get('*/api/thing/loud', () => HttpResponse.json({ code: 500, message: 'Ил алдаа' }, { status: 500 })),
    );
    renderReaders({ id: 'quiet', meta: { errorToast: false } }, { id: 'missing', meta: { quietStatuses: [404] } }, { id: 'loud' });
    await screen.findByText('failed quiet');
    await screen.findByText('failed missing');
    expect(await screen.findByText('Ил алдаа')).toBeInTheDocument();
    expect(screen.queryByText('Нууц алдаа')).not.toBeInTheDocument();
    expect(screen.queryByText('Олдсонгүй')).not.toBeInTheDocument();
  });
});
