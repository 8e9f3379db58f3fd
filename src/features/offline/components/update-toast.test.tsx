import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate } from '../update-state';
import { UpdateToast } from './update-toast';

describe('UpdateToast', () => {
  afterEach(() => offerUpdate(null));

  it('stays hidden while no new version waits', () => {
    render(<UpdateToast />);
    expect(screen.queryByText('Шинэ хувилбар гарлаа')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Шинэчлэх' })).not.toBeInTheDocument();
  });

  it('offers the waiting version and switches to it only when asked', async () => {
    const applyUpdate = vi.fn();
    render(<UpdateToast />);
    act(() => offerUpdate(applyUpdate));
    expect(screen.getByRole('status')).toHaveTextContent('Шинэ хувилбар гарлаа');
    expect(applyUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Шинэчлэх' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
