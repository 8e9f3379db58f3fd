import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { newVisitor, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

describe.each(VIEWPORTS)('the API reference at $width px', (viewport) => {
  it('reads as a page: from the contents to a call, its answers and reasons, and on to the document', async () => {
    const { page } = await newVisitor(viewport);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto('/api/docs');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Achaa API/);

    await page.getByRole('navigation', { name: 'Calls' }).getByRole('link', { name: 'POST /api/package/check', exact: true }).click();
    const call = page.locator('section#postPackageCheck');
    await expect.poll(() => call.isVisible()).toBe(true);
    expect(await call.textContent()).toContain('Rate limited per IP');
    // The body as a client sends it, and the answer, field by field.
    expect(
      await call
        .getByRole('listitem')
        .filter({ hasText: /^trackCode: string/ })
        .count(),
    ).toBe(2);
    await call.getByText('429 Too Many Requests').click();
    await call.getByRole('link', { name: 'ApiError' }).last().click();
    const reasons = page.locator('section#schema-ApiError');
    await expect.poll(() => reasons.textContent()).toContain('TRACK_CODE_TAKEN');

    await page.screenshot({ path: `test-results/api-reference-${viewport.width}.png` });
    await expectNoAxeViolations(page);
    // The page loads nothing (not even a favicon): no script, no style sheet, nothing the CSP could refuse.
    expect(refused).toEqual([]);

    await page.getByRole('link', { name: '/api/openapi.json', exact: true }).click();
    await expect
      .poll(async () => (JSON.parse((await page.locator('body').textContent()) ?? '{}') as { openapi?: string }).openapi)
      .toBe('3.1.1');
  });
});
