import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

const OFFLINE_TEXT = 'Интернет холболт алга. Хадгалсан мэдээллийг харуулж байна.';

describe('OfflineBanner', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces the offline state when the browser goes offline and clears when it returns', () => {
    render(<OfflineBanner />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('shows at once when the app starts without a connection', () => {
    onlineManager.setOnline(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });
});
