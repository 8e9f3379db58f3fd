import { describe, expect, it } from 'vitest';
import {
  COPY_REVISION_HEADER,
  copyWithPicture,
  entryScriptOf,
  isHtmlPage,
  keptPage,
  keptPageOf,
  PICTURE_FRESH_MS,
  PICTURE_TAKEN_HEADER,
  pictureIsOld,
  rootContentsOf,
} from './saved-pages';

const ENTRY = '/assets/index-J5vthvxb.js';

/** A page as the build and the server write it: scripts held in a template in <head>, the root last in <body>. */
const page = ({
  root,
  entry = ENTRY,
  offlineCopy = false,
  state = '{"organization":{"id":1}}',
}: {
  root: string;
  entry?: string;
  offlineCopy?: boolean;
  state?: string;
}) =>
  `<!doctype html><html lang="mn"><head><title>Хаяг</title>` +
  `<template data-app-scripts><script type="module" crossorigin src="${entry}"></script></template>` +
  `<script type="application/json" id="achaa-initial-state">${state}</script></head>\n  <body>\n    ` +
  `<div id="root"${offlineCopy ? ' data-offline-copy' : ''}>${root}</div>\n  </body>\n</html>\n`;

const WITH_DATA = '<!--$--><main><h1>Хятад дахь агуулахын хаяг</h1><div><p>内蒙古 二连浩特市</p></div></main><!--/$-->';
const WITHOUT_DATA = '<!--$--><main><h1>Хятад дахь агуулахын хаяг</h1><div class="skeleton"></div></main><!--/$-->';
const SERVER_STATE = '{"organization":{"id":1},"warehouses":{"list":[]}}';
const COPY = page({ root: WITHOUT_DATA, offlineCopy: true });

describe('the picture of a screen with data', () => {
  it("reads a page's build and its root's contents, nested elements included", () => {
    const server = page({ root: WITH_DATA });
    expect(entryScriptOf(server)).toBe(ENTRY);
    expect(rootContentsOf(server)).toBe(WITH_DATA);
    expect(rootContentsOf(page({ root: '' }))).toBeUndefined();
    expect(rootContentsOf('<html><body><p>no root</p></body></html>')).toBeUndefined();
  });

  it("puts the server's root into the worker's copy: the copy's head, scripts, state and offline mark kept", () => {
    const server = page({ root: WITH_DATA, state: SERVER_STATE });
    expect(copyWithPicture(COPY, server)).toBe(page({ root: WITH_DATA, offlineCopy: true }));
  });

  it('takes no picture from a page of another build, or one with nothing in its root', () => {
    expect(copyWithPicture(COPY, page({ root: WITH_DATA, entry: '/assets/index-0ther000.js' }))).toBeUndefined();
    expect(copyWithPicture(COPY, page({ root: '' }))).toBeUndefined();
    expect(copyWithPicture(COPY, '<html><body>Гэмтэл</body></html>')).toBeUndefined();
  });

  it('keeps the page with the revision of its copy and the time, and gives it back only for that revision', async () => {
    const kept = keptPage(
      page({ root: WITH_DATA, offlineCopy: true }),
      new Headers({ 'content-type': 'text/html', 'content-length': '9' }),
      {
        revision: 'rev-1',
        takenAt: 1_800_000_000_000,
      },
    );
    expect(kept.headers.get('content-type')).toBe('text/html');
    expect(kept.headers.get('content-length')).toBeNull();
    expect(kept.headers.get(COPY_REVISION_HEADER)).toBe('rev-1');
    expect(kept.headers.get(PICTURE_TAKEN_HEADER)).toBe('1800000000000');
    expect(await keptPageOf(kept, 'rev-1')?.text()).toBe(page({ root: WITH_DATA, offlineCopy: true }));
    expect(keptPageOf(kept, 'rev-2')).toBeUndefined();
    expect(keptPageOf(undefined, 'rev-1')).toBeUndefined();
  });

  it('takes a picture again when there is none or it is older than an hour', () => {
    const now = 1_800_000_000_000;
    const takenAt = (at: number) => keptPage('x', new Headers(), { revision: 'r', takenAt: at });
    expect(pictureIsOld(undefined, now)).toBe(true);
    expect(pictureIsOld(takenAt(now - PICTURE_FRESH_MS + 1000), now)).toBe(false);
    expect(pictureIsOld(takenAt(now - PICTURE_FRESH_MS - 1000), now)).toBe(true);
    expect(pictureIsOld(new Response('x'), now)).toBe(true);
  });

  it('takes pictures only of pages: not of an error or JSON', () => {
    const html = (status: number, type = 'text/html; charset=utf-8') =>
      new Response('<p></p>', { status, headers: { 'content-type': type } });
    expect(isHtmlPage(html(200))).toBe(true);
    expect(isHtmlPage(html(503))).toBe(false);
    expect(isHtmlPage(html(200, 'application/json'))).toBe(false);
  });
});
