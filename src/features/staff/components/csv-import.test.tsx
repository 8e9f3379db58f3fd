import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { CsvImport } from './csv-import';

const CSV = 'trackCode,phone,price\nYT9000001,99112233,5400\n\nYT9000002,88001122,0\nYT9000003,123,9\n';

function importApi() {
  const received: { type: string | null; body: string }[] = [];
  mswServer.use(
    http.post('*/api/staff/parcels/import', async ({ request }) => {
      received.push({ type: request.headers.get('content-type'), body: await request.text() });
      return HttpResponse.json({ created: 1, updated: 1, errors: [{ line: 5, message: 'Утасны дугаар 8 оронтой тоо байна' }] });
    }),
  );
  return received;
}

describe('CSV import', () => {
  it('previews the line count, sends the text as text/csv and shows created, updated and each bad line', async () => {
    const received = importApi();
    const { user } = renderWithClient(<CsvImport />);
    await user.click(screen.getByLabelText('Эсвэл текстээ буулгана уу'));
    await user.paste(CSV);
    expect(screen.getByText('3 мөр илгээхэд бэлэн')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Оруулах' }));
    const result = await screen.findByRole('status', { name: 'CSV оруулж дууслаа' });
    expect(received).toEqual([{ type: 'text/csv', body: CSV }]);
    expect(within(result).getByText('Шинээр бүртгэсэн').previousSibling).toHaveTextContent('1');
    expect(within(result).getByText('Шинэчилсэн').previousSibling).toHaveTextContent('1');
    expect(within(result).getByText('Алдаатай мөр').previousSibling).toHaveTextContent('1');
    const errors = within(result).getByRole('list', { name: 'Алдаатай мөр' });
    expect(errors).toHaveTextContent('5-р мөр');
    expect(errors).toHaveTextContent('Утасны дугаар 8 оронтой тоо байна');
  });

  it('reads a chosen file into the preview', async () => {
    const received = importApi();
    const { user } = renderWithClient(<CsvImport />);
    const file = new File(['YT9000004,99112233,100\nYT9000005,99112233,200\n'], 'parcels.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV файл сонгох'), file);
    expect(await screen.findByText('2 мөр илгээхэд бэлэн')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оруулах' }));
    await waitFor(() => expect(received.map((request) => request.body)).toEqual(['YT9000004,99112233,100\nYT9000005,99112233,200\n']));
  });

  it('sends nothing without lines', async () => {
    const received = importApi();
    const { user } = renderWithClient(<CsvImport />);
    await user.type(screen.getByLabelText('Эсвэл текстээ буулгана уу'), 'trackCode,phone,price');
    await user.click(screen.getByRole('button', { name: 'Оруулах' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл сонгох эсвэл текст оруулна уу');
    expect(received).toEqual([]);
  });
});
