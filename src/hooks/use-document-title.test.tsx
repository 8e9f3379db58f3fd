import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/page/page-header';
import { setLocale } from '@/i18n/i18n';
import { useDocumentTitle } from './use-document-title';

function HomeTitle() {
  useDocumentTitle(null);
  return null;
}

afterEach(async () => {
  await act(() => setLocale('mn'));
});

describe('page titles', () => {
  it('names the tab after the screen and gives the home title back when the screen closes', () => {
    const { unmount } = render(<PageHeader title="Тээврийн хөлс тооцоолох" />);
    expect(document.title).toBe('Тээврийн хөлс тооцоолох | Ачаа');
    unmount();
    expect(document.title).toBe('Ачаа — Хятадаас Монгол руу ачаа тээвэр');
  });

  it('names the home screen, and every title follows the language', async () => {
    render(<HomeTitle />);
    expect(document.title).toBe('Ачаа — Хятадаас Монгол руу ачаа тээвэр');
    await act(() => setLocale('en'));
    expect(document.title).toBe('Achaa — cargo from China to Mongolia');
    const { unmount } = render(<PageHeader title="Calculator" />);
    expect(document.title).toBe('Calculator | Achaa');
    unmount();
    expect(document.title).toBe('Achaa — cargo from China to Mongolia');
  });
});
