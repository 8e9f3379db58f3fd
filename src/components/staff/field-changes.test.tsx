import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '@test/pwa/render';
import { FieldChanges } from './field-changes';

describe('FieldChanges', () => {
  it('shows each re-measured side and a moved shelf beside the customer and price, an empty one as a dash', () => {
    renderWithClient(
      <FieldChanges
        customerLabel="Эзэн"
        priceLabel="Үнэ"
        changes={{
          phone: { from: '99112233', to: '88001122' },
          weightKg: { from: 3, to: 4.5 },
          lengthCm: { from: null, to: 60 },
          shelf: { from: 'A-01', to: 'B-12' },
        }}
      />,
    );
    expect(screen.getByText('Эзэн: 99112233 → 88001122')).toBeInTheDocument();
    expect(screen.getByText('Жин (кг): 3 → 4.5')).toBeInTheDocument();
    expect(screen.getByText('Урт (см): — → 60')).toBeInTheDocument();
    expect(screen.getByText('Тавиур: A-01 → B-12')).toBeInTheDocument();
    // Sides that did not change are not listed.
    expect(screen.queryByText(/Өргөн/)).toBeNull();
  });
});
