import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatTugrik } from '@/lib/format';
import { servePrices } from './handlers/public-data';
import { mswServer } from './msw-server';
import { renderApp } from './render';

/** Opens the screen and waits for the prices (the screen paints before they arrive). */
async function openCalculator(currency = { kg: 3000, m3: 599.2, rate: 480 }) {
  servePrices(currency);
  const rendered = await renderApp('/calculate');
  await screen.findByRole('heading', { level: 1, name: 'Тээврийн хөлс тооцоолох' });
  await screen.findByText(formatTugrik(currency.kg));
  return rendered;
}

const fee = () => screen.getByRole('status', { name: 'Тээврийн хөлс' });

describe('calculator screen', () => {
  it('shows the prices from the API: ₮ per kg and ¥ per m³ rounded up', async () => {
    await openCalculator();
    expect(screen.getByText('3,000 ₮')).toBeInTheDocument();
    expect(screen.getByText('¥600')).toBeInTheDocument();
    expect(fee()).toHaveTextContent('0 ₮');
  });

  it('works out the fee and says which part won', async () => {
    const { user } = await openCalculator({ kg: 3000, m3: 599, rate: 480 });
    await user.type(screen.getByLabelText('Жин (кг)'), '3');
    expect(fee()).toHaveTextContent('9,000 ₮');
    const weightRow = screen.getByText('Жингээр').closest('li')!;
    expect(within(weightRow).getByText('Тооцсон')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Өргөн (см)'), '50');
    await user.type(screen.getByLabelText('Өндөр (см)'), '40');
    await user.type(screen.getByLabelText('Урт (см)'), '60');
    expect(fee()).toHaveTextContent('34,600 ₮');
    const volumeRow = screen.getByText('Эзэлхүүнээр').closest('li')!;
    expect(within(volumeRow).getByText('Тооцсон')).toBeInTheDocument();
    expect(within(weightRow).queryByText('Тооцсон')).not.toBeInTheDocument();
  });

  it('rejects anything but digits and a decimal point, and clears the error on the next valid entry', async () => {
    const { user } = await openCalculator({ kg: 3000, m3: 599, rate: 480 });
    const weight = screen.getByLabelText('Жин (кг)');
    await user.type(weight, '2');
    await user.type(weight, 'x');
    expect(screen.getByText('Зөвхөн тоо оруулна уу')).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    // The rejected character is not taken, and while the field says so no fee is shown: a fee for
    // the older 2 kg would read as the answer to what was typed.
    expect(weight).toHaveValue('2');
    expect(fee()).toHaveTextContent('—');
    expect(fee()).not.toHaveTextContent('₮');
    const weightRow = screen.getByText('Жингээр').closest('li')!;
    expect(weightRow).toHaveTextContent('—');
    expect(within(weightRow).queryByText('Тооцсон')).not.toBeInTheDocument();

    await user.type(weight, '.5');
    expect(screen.queryByText('Зөвхөн тоо оруулна уу')).not.toBeInTheDocument();
    expect(weight).toHaveValue('2.5');
    expect(fee()).toHaveTextContent('7,500 ₮');
  });

  it('takes a decimal comma as a point (Android keyboards with inputmode=decimal), as the pricing text says for half a kilogram', async () => {
    const { user } = await openCalculator({ kg: 3000, m3: 599, rate: 480 });
    const weight = screen.getByLabelText('Жин (кг)');
    await user.type(weight, '0,5');
    expect(screen.queryByText('Зөвхөн тоо оруулна уу')).not.toBeInTheDocument();
    expect(weight).toHaveValue('0,5');
    expect(fee()).toHaveTextContent('1,500 ₮');
    await user.clear(weight);
    await user.type(weight, '1,5');
    expect(fee()).toHaveTextContent('4,500 ₮');
    await user.type(weight, ',');
    expect(screen.getByText('Зөвхөн тоо оруулна уу')).toBeInTheDocument();
    expect(weight).toHaveValue('1,5');
  });

  it('counts an emptied field as 0', async () => {
    const { user } = await openCalculator({ kg: 3000, m3: 599, rate: 480 });
    const weight = screen.getByLabelText('Жин (кг)');
    await user.type(weight, '4');
    expect(fee()).toHaveTextContent('12,000 ₮');
    await user.clear(weight);
    expect(fee()).toHaveTextContent('0 ₮');
  });

  it('shows the phone-width sample of 0.12 m³ and 3 kg', async () => {
    await openCalculator({ kg: 3000, m3: 599, rate: 480 });
    expect(screen.getByText(/Жишээ: 0.12 м³, 3 кг → 34,600 ₮/)).toBeInTheDocument();
  });

  it('has the pricing text and both illustrations', async () => {
    await openCalculator();
    expect(screen.getByText(/0.5 кг бол 1 кг-ийн үнийн тал/)).toBeInTheDocument();
    expect(screen.queryByText(/кг хүртэл/)).not.toBeInTheDocument();
    expect(screen.getByText('Гутал 4,000–8,000 ₮.')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});

describe('calculator screen before the prices arrive', () => {
  it('has the heading, pricing text and usable inputs at once, and the fee once the prices come', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(
      http.get('*/api/warehouse/:orgId', async () => {
        await answered;
        return HttpResponse.json({ data: { currency: { kg: 3000, m3: 599, rate: 480 } } });
      }),
    );
    const { user } = await renderApp('/calculate');
    await screen.findByRole('heading', { level: 1, name: 'Тээврийн хөлс тооцоолох' });
    expect(screen.getByText('Гутал 4,000–8,000 ₮.')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(screen.queryByText('3,000 ₮')).not.toBeInTheDocument();
    expect(fee()).not.toHaveTextContent('₮');

    await user.type(screen.getByLabelText('Жин (кг)'), '3');
    expect(screen.getByLabelText('Жин (кг)')).toHaveValue('3');

    answer();
    expect(await screen.findByText('3,000 ₮')).toBeInTheDocument();
    expect(fee()).toHaveTextContent('9,000 ₮');
  });
});

describe('calculator screen when prices cannot be loaded', () => {
  it("shows the server's message once as a toast and offers a retry that recovers", async () => {
    let fail = true;
    mswServer.use(
      http.get('*/api/warehouse/:orgId', () =>
        fail
          ? HttpResponse.json({ code: 503, message: 'Үнийн мэдээлэл түр авах боломжгүй' }, { status: 503 })
          : HttpResponse.json({ data: { currency: { kg: 3000, m3: 599, rate: 480 } } }),
      ),
    );
    const { user } = await renderApp('/calculate');
    const retry = await screen.findByRole('button', { name: 'Дахин оролдох' });
    // Once in the toast, once on the screen in place of the calculator.
    expect(await screen.findAllByText('Үнийн мэдээлэл түр авах боломжгүй')).toHaveLength(2);

    fail = false;
    await user.click(retry);
    expect(await screen.findByText('3,000 ₮')).toBeInTheDocument();
  });
});
