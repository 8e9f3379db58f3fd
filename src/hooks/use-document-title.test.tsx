import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/page/page-header';

describe('page titles', () => {
  it('names the tab after the screen and gives the home title back when the screen closes', () => {
    const homeTitle = document.title;
    const { unmount } = render(<PageHeader title="Тээврийн хөлс тооцоолох" />);
    expect(document.title).toBe('Тээврийн хөлс тооцоолох | Ачаа');
    unmount();
    expect(document.title).toBe(homeTitle);
  });
});
