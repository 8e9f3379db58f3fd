import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CUSTOMER } from './support/accounts';
import { getJson } from './support/api';
import { axeViolations, expectNoAxeViolations } from './support/axe';
import { newVisitor, useBrowser, VIEWPORTS, type Viewport } from './support/browser';

/** Every screen and modal, at both widths, with zero axe violations; focus visible and trapped. */

useBrowser();
let branchPath: string;

beforeAll(async () => {
  const warehouses = await getJson<{ list: { id: number }[] }>('/api/warehouse?orgId=1&state=ACTIVE');
  const first = warehouses.list[0];
  if (!first) throw new Error('the demo data has no active warehouse');
  branchPath = `/branch/${first.id}`;
});

const SCREENS = ['/', '/calculate', '/address', 'branch', '/terms', '/about', '/no-such-page-e2e'] as const;

/** Opens a path and waits until the screen has its heading, its data and no running animation. */
async function openScreen(viewport: Viewport, path: string): Promise<Page> {
  const { page } = await newVisitor(viewport);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await settled(page);
  return page;
}

/** Axe judges colours mid-fade as they are drawn; wait for transitions and animations to end. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await settled(page);
  return dialog;
}

function searchButton(page: Page) {
  return page.getByRole('button', { name: 'Хайх', exact: true });
}

async function openSearchResults(page: Page): Promise<Locator> {
  await page.getByLabel('Утасны дугаар', { exact: true }).fill(DEMO_CUSTOMER.phone);
  return openDialog(page, searchButton(page));
}

function loginButton(page: Page) {
  return page.getByRole('button', { name: 'Нэвтрэх', exact: true });
}

function menuButton(page: Page) {
  return page.getByRole('button', { name: 'Цэс', exact: true });
}

it('axe reports a planted violation, so a clean report means something', async () => {
  const page = await openScreen(VIEWPORTS[0], '/');
  await page.locator('main').evaluate((main) => {
    const image = document.createElement('img');
    image.src = '/icons/icon-192.png';
    main.append(image);
  });
  expect((await axeViolations(page)).join('\n')).toContain('image-alt');
  await page.context().close();
});

describe.each(VIEWPORTS)('axe at $width px', (viewport) => {
  it.each(SCREENS)('%s has no violations', async (screen) => {
    const page = await openScreen(viewport, screen === 'branch' ? branchPath : screen);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('the parcel search results modal has no violations', async () => {
    const page = await openScreen(viewport, '/');
    const dialog = await openSearchResults(page);
    await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('the login modal has no violations', async () => {
    const page = await openScreen(viewport, '/');
    await openDialog(page, loginButton(page));
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  // The drawer and its menu button exist on narrow screens only.
  if (viewport.name === 'phone') {
    it('the drawer has no violations', async () => {
      const page = await openScreen(viewport, '/');
      await openDialog(page, menuButton(page));
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
});

/** What the focused element looks like: where it is and whether anything marks it as focused. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      skipLink: element.matches('a[href="#main"]'),
      top: box.top + window.scrollY,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      indicated: outline || shadow,
      inDialog: element.closest('dialog[open]') !== null,
    };
  });
}

describe.each(VIEWPORTS)('keyboard at $width px', (viewport) => {
  it('Tab starts at the skip link and moves down the page through visible elements with a visible focus ring', async () => {
    const page = await openScreen(viewport, '/');
    let previousTop = -Infinity;
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      expect(state, `Tab ${step + 1} focused something`).not.toBeNull();
      if (step === 0) expect(state?.skipLink, `the first Tab reaches the skip link, not ${state?.description}`).toBe(true);
      expect(state, `Tab ${step + 1}: ${state?.description} is visible`).toMatchObject({ visible: true });
      expect(state, `Tab ${step + 1}: ${state?.description} shows focus (outline or box-shadow)`).toMatchObject({ indicated: true });
      // Reading order: never back up the page (items of one row may sit a few pixels apart).
      expect(state?.top ?? 0, `Tab ${step + 1}: ${state?.description} is not above the previous stop`).toBeGreaterThanOrEqual(
        previousTop - 24,
      );
      previousTop = state?.top ?? previousTop;
    }
    await page.context().close();
  });

  const modals = [
    { name: 'the search results modal', open: (page: Page) => openSearchResults(page), opener: searchButton },
    { name: 'the login modal', open: (page: Page) => openDialog(page, loginButton(page)), opener: loginButton },
    ...(viewport.name === 'phone'
      ? [{ name: 'the drawer', open: (page: Page) => openDialog(page, menuButton(page)), opener: menuButton }]
      : []),
  ];

  it.each(modals)('$name keeps focus inside on Tab and Shift+Tab, and Escape returns focus to its opener', async ({ open, opener }) => {
    const page = await openScreen(viewport, '/');
    const dialog = await open(page);
    const focusable = await dialog
      .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')
      .count();
    expect(focusable).toBeGreaterThan(0);
    // Round the dialog more than once in each direction: leaving it at either end would show.
    // A native modal <dialog> lets focus pass the browser's own controls (address bar) between
    // rounds, which the page sees as focus on nothing; the page behind must never get it, and the
    // next key press must come back into the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      let previous = await focusState(page);
      let stepsInDialog = 0;
      for (let step = 0; step < focusable * 2 + 2; step += 1) {
        await page.keyboard.press(key);
        const state = await focusState(page);
        if (state === null) {
          expect(previous, `${key} ${step + 1}: focus came back into the dialog after leaving the page`).not.toBeNull();
        } else {
          expect(state.inDialog, `${key} ${step + 1} stayed in the dialog (focused: ${state.description})`).toBe(true);
          expect(state.indicated, `${key} ${step + 1}: ${state.description} shows focus`).toBe(true);
          stepsInDialog += 1;
        }
        previous = state;
      }
      expect(stepsInDialog).toBeGreaterThanOrEqual(focusable);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const focusedAfterClose = (await focusState(page))?.description ?? 'nothing';
    expect(
      await opener(page).evaluate((element) => element === document.activeElement),
      `focus went back to the opener, not to ${focusedAfterClose}`,
    ).toBe(true);
    await page.context().close();
  });
});
