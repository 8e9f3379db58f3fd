import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { setLocale, useT, type Locale } from '@/i18n/i18n';
import { DateField } from './date-field';

/** The owner's "from" field as a screen uses it: its label from the catalogue, its day kept by the caller. */
function FromField({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const t = useT(ownerCatalogue);
  const [day, setDay] = useState(initial);
  return (
    <DateField
      label={t('owner.from')}
      name="from"
      value={day}
      onChange={(next) => {
        onDay(next);
        setDay(next);
      }}
    />
  );
}

afterEach(async () => {
  await act(() => setLocale('mn'));
});

describe.each<{ locale: Locale; label: string }>([
  { locale: 'mn', label: 'Эхлэх огноо' },
  { locale: 'en', label: 'From' },
])('a date field in $locale', ({ locale, label }) => {
  it('shows the day as YYYY/MM/DD on a native date input named by its label', async () => {
    await act(() => setLocale(locale));
    render(<FromField initial="2026-11-27" onDay={() => undefined} />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-11-27');
    expect(screen.getByText('2026/11/27')).toBeInTheDocument();
  });

  it('hands the chosen day over as YYYY-MM-DD and shows it', async () => {
    await act(() => setLocale(locale));
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<FromField initial="2026-11-27" onDay={onDay} />);
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, '2027-01-05');
    expect(onDay).toHaveBeenLastCalledWith('2027-01-05');
    expect(screen.getByText('2027/01/05')).toBeInTheDocument();
    expect(screen.queryByText('2026/11/27')).not.toBeInTheDocument();
  });
});

describe('a date field', () => {
  it('may stay empty, and says so without a day', async () => {
    const onDay = vi.fn();
    const user = userEvent.setup();
    render(<FromField initial="2026-11-27" onDay={onDay} />);
    await user.clear(screen.getByLabelText('Эхлэх огноо'));
    expect(onDay).toHaveBeenLastCalledWith('');
    expect(screen.getByText('––––/––/––')).toBeInTheDocument();
  });

  it('opens the browser’s picker on a click and on Space', async () => {
    const user = userEvent.setup();
    render(<FromField initial="" onDay={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Эхлэх огноо');
    // jsdom has no picker: the field asks for it through showPicker.
    const showPicker = vi.fn();
    input.showPicker = showPicker;
    await user.click(input);
    expect(showPicker).toHaveBeenCalledTimes(1);
    input.focus();
    await user.keyboard(' ');
    expect(showPicker).toHaveBeenCalledTimes(2);
  });

  it('passes the range it may choose from to the native input', () => {
    render(<DateField label="Дуусах огноо" value="" min="2026-11-01" max="2026-11-30" onChange={() => undefined} />);
    const input = screen.getByLabelText('Дуусах огноо');
    expect(input).toHaveAttribute('min', '2026-11-01');
    expect(input).toHaveAttribute('max', '2026-11-30');
  });
});
