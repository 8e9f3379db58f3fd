import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFields, type DateRange } from './date-range-fields';

function Period({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return <DateRangeFields range={range} onChange={setRange} labels={{ from: 'Эхлэх огноо', to: 'Дуусах огноо' }} />;
}

describe('DateRangeFields', () => {
  it('bounds each end by the other, and a changed end moves the other bound', () => {
    render(<Period initial={{ from: '2026-11-01', to: '2026-11-27' }} />);
    const from = screen.getByLabelText('Эхлэх огноо');
    const to = screen.getByLabelText('Дуусах огноо');
    expect([from.getAttribute('max'), to.getAttribute('min')]).toEqual(['2026-11-27', '2026-11-01']);
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(to.getAttribute('min')).toBe('2026-11-10');
    expect(screen.getByText('2026/11/10')).toBeTruthy();
  });

  it('leaves an end open while the other is empty', () => {
    render(<Period initial={{ from: '', to: '' }} />);
    expect(screen.getByLabelText('Эхлэх огноо').hasAttribute('max')).toBe(false);
    expect(screen.getByLabelText('Дуусах огноо').hasAttribute('min')).toBe(false);
  });
});
