import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelImportPreview } from '@contract';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { setViewportWidth } from '@test/pwa/viewport';
import { CsvImport } from './csv-import';

const CSV = 'trackCode,phone,price\nYT9000001,99112233,5400\n\nYT9000002,88001122,0\nYT9000003,123,9\n';

const PREVIEW: ParcelImportPreview = {
  created: [{ line: 2, trackCode: 'YT9000001', phone: '99112233', price: 5400 }],
  updated: [{ line: 4, trackCode: 'YT9000002', changes: { phone: { from: '95123456', to: '88001122' }, price: { from: 3000, to: 0 } } }],
  unchanged: 0,
  errors: [{ line: 5, message: 'Утасны дугаар 8 оронтой тоо байна' }],
};

/** The import endpoint: `?dryRun=1` answers the preview, without it the import's counts. Answers what was sent, in order. */
function importApi() {
  const received: { dryRun: boolean; type: string | null; body: string }[] = [];
  mswServer.use(
    http.post('*/api/staff/parcels/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === '1';
      received.push({ dryRun, type: request.headers.get('content-type'), body: await request.text() });
      if (dryRun) return HttpResponse.json(PREVIEW);
      return HttpResponse.json({ created: 1, updated: 1, errors: PREVIEW.errors });
    }),
  );
  return received;
}

/** The screen at `width` with CSV pasted and its preview asked for: the preview, and what the server received. */
async function pasteAndPreview(width: number) {
  setViewportWidth(width);
  const received = importApi();
  const { user } = renderWithClient(<CsvImport />);
  await user.click(screen.getByLabelText('Эсвэл текстээ буулгана уу'));
  await user.paste(CSV);
  await user.click(screen.getByRole('button', { name: 'Урьдчилан харах' }));
  const preview = await screen.findByRole('region', { name: 'Оруулахаас өмнө шалгана уу' });
  return { user, received, preview };
}

describe.each([375, 1280])('CSV import at %i px', (width) => {
  it('previews new parcels, changes (customer changes marked) and bad lines, and imports only once confirmed', async () => {
    const { user, received, preview } = await pasteAndPreview(width);
    expect(screen.getByText('3 мөр илгээхэд бэлэн')).toBeInTheDocument();
    expect(received).toEqual([{ dryRun: true, type: 'text/csv', body: CSV }]);
    expect(within(preview).getByRole('list', { name: 'Шинэ ачаа' })).toHaveTextContent('YT9000001');
    expect(within(preview).getByRole('list', { name: 'Шинэ ачаа' })).toHaveTextContent('99112233 · 5,400 ₮');
    const change = within(within(preview).getByRole('list', { name: 'Өөрчлөгдөх ачаа' })).getByRole('listitem');
    expect(change).toHaveTextContent('Эзэмшигч солигдоно: 95123456 → 88001122');
    expect(change).toHaveTextContent('Үнэ: 3,000 ₮ → 0 ₮');
    expect(within(preview).getByRole('list', { name: 'Алдаатай мөр' })).toHaveTextContent('5-р мөр');
    // Nothing is written yet: the tiles say what will happen.
    expect(within(preview).getByText('Бүртгэгдэнэ').previousSibling).toHaveTextContent('1');
    expect(within(preview).getByText('Шинэчлэгдэнэ').previousSibling).toHaveTextContent('1');
    expect(within(preview).queryByText('Шинээр бүртгэсэн')).not.toBeInTheDocument();
    expect(within(preview).queryByText('Шинэчилсэн')).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Баталгаажуулж оруулах' }));
    const result = await screen.findByRole('status', { name: 'CSV оруулж дууслаа' });
    expect(received.map((request) => request.dryRun)).toEqual([true, false]);
    expect(received[1]?.body).toBe(CSV);
    expect(within(result).getByText('Шинэчилсэн').previousSibling).toHaveTextContent('1');
    expect(within(result).getByText('Шинээр бүртгэсэн').previousSibling).toHaveTextContent('1');
    expect(screen.queryByRole('region', { name: 'Оруулахаас өмнө шалгана уу' })).not.toBeInTheDocument();
  });

  it('imports nothing when the preview is cancelled', async () => {
    const { user, received, preview } = await pasteAndPreview(width);
    await user.click(within(preview).getByRole('button', { name: 'Болих' }));
    expect(screen.queryByRole('region', { name: 'Оруулахаас өмнө шалгана уу' })).not.toBeInTheDocument();
    expect(received.map((request) => request.dryRun)).toEqual([true]);
  });
});

describe('choosing the file', () => {
  it('has a Mongolian file button that reads the chosen file', async () => {
    const received = importApi();
    const { user } = renderWithClient(<CsvImport />);
    const file = new File(['YT9000004,99112233,100\nYT9000005,99112233,200\n'], 'parcels.csv', { type: 'text/csv' });
    expect(screen.getByText('CSV файл сонгох').tagName).toBe('LABEL');
    await user.upload(screen.getByLabelText('CSV файл сонгох'), file);
    expect(await screen.findByText('2 мөр илгээхэд бэлэн')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Урьдчилан харах' }));
    await waitFor(() => expect(received.map((request) => request.body)).toEqual(['YT9000004,99112233,100\nYT9000005,99112233,200\n']));
  });

  it('takes a file dropped on the zone', async () => {
    renderWithClient(<CsvImport />);
    const file = new File(['YT9000006,99112233,100\n'], 'drop.csv', { type: 'text/csv' });
    const zone = screen.getByText('эсвэл файлаа энд чирч оруулна уу').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('1 мөр илгээхэд бэлэн')).toBeInTheDocument();
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('sends nothing without lines', async () => {
    const received = importApi();
    const { user } = renderWithClient(<CsvImport />);
    await user.type(screen.getByLabelText('Эсвэл текстээ буулгана уу'), 'trackCode,phone,price');
    await user.click(screen.getByRole('button', { name: 'Урьдчилан харах' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл сонгох эсвэл текст оруулна уу');
    expect(received).toEqual([]);
  });
});
