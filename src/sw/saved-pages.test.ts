import { describe, expect, it } from 'vitest';
import {
  copyWithPicture,
  entryScriptOf,
  PICTURE_BUILD_HEADER,
  PICTURE_FRESH_MS,
  PICTURE_TAKEN_HEADER,
  pictureIsOld,
  pictureOf,
  rootContentsOf,
} from './saved-pages';

const ENTRY = '/assets/index-J5vthvxb.js';

/** A page as the build and the server write it: scripts held in a template in <head>, the root last in <body>. */
const page = ({ root, entry = ENTRY, offlineCopy = false }: { root: string; entry?: string; offlineCopy?: boolean }) =>
  `<!doctype html><html lang="mn"><head><title>Хаяг</title>` +
  `<template data-app-scripts><script type="module" crossorigin src="${entry}"></script></template>` +
  `<script type="application/json" id="initial-state">{"organization":{"id":1}}</script></head>\n  <body>\n    ` +
  `<div id="root"${offlineCopy ? ' data-offline-copy' : ''}>${root}</div>\n  </body>\n</html>\n`;

const WITH_DATA = '<!--$--><main><h1>Хятад дахь агуулахын хаяг</h1><div><p>内蒙古 二连浩特市</p></div></main><!--/$-->';
const WITHOUT_DATA = '<!--$--><main><h1>Хятад дахь агуулахын хаяг</h1><div class="skeleton"></div></main><!--/$-->';
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('the picture of a screen with data', () => {
  it("reads a page's build and its root's contents, nested elements included", () => {
    const server = page({ root: WITH_DATA });
    expect(entryScriptOf(server)).toBe(ENTRY);
    expect(rootContentsOf(server)).toBe(WITH_DATA);
    expect(rootContentsOf(page({ root: '' }))).toBeUndefined();
    expect(rootContentsOf('<html><body><p>no root</p></body></html>')).toBeUndefined();
  });

  it("keeps the server's root, tied to its build and dated; refuses an error, JSON or a page without a root", async () => {
    const picture = await pictureOf(html(page({ root: WITH_DATA })), 1_800_000_000_000);
    expect(await picture?.clone().text()).toBe(WITH_DATA);
    expect(picture?.headers.get(PICTURE_BUILD_HEADER)).toBe(ENTRY);
    expect(picture?.headers.get(PICTURE_TAKEN_HEADER)).toBe('1800000000000');

    expect(await pictureOf(html(page({ root: WITH_DATA }), 503))).toBeUndefined();
    expect(await pictureOf(new Response('{"code":404}', { headers: { 'content-type': 'application/json' } }))).toBeUndefined();
    expect(await pictureOf(html('<html><body>Гэмтэл</body></html>'))).toBeUndefined();
  });

  it("serves the worker's copy with the picture inside: its own head, scripts and offline mark kept", async () => {
    const copy = new Response(page({ root: WITHOUT_DATA, offlineCopy: true }), {
      headers: { 'content-type': 'text/html', 'content-length': '999' },
    });
    const picture = await pictureOf(html(page({ root: WITH_DATA })));
    const served = await copyWithPicture(copy, picture);
    const text = await served.text();
    expect(text).toBe(page({ root: WITH_DATA, offlineCopy: true }));
    expect(served.headers.get('content-type')).toBe('text/html');
    expect(served.headers.get('content-length')).toBeNull();
  });

  it('serves the copy as it is for a picture of another build, or without one', async () => {
    const bare = page({ root: WITHOUT_DATA, offlineCopy: true });
    const otherBuild = await pictureOf(html(page({ root: WITH_DATA, entry: '/assets/index-0ther000.js' })));
    expect(await (await copyWithPicture(html(bare), otherBuild)).text()).toBe(bare);
    const copy = html(bare);
    expect(await copyWithPicture(copy, undefined)).toBe(copy);
  });

  it('takes a picture again when there is none or it is older than an hour', async () => {
    const now = 1_800_000_000_000;
    const takenAt = async (at: number) => pictureOf(html(page({ root: WITH_DATA })), at);
    expect(pictureIsOld(undefined, now)).toBe(true);
    expect(pictureIsOld(await takenAt(now - PICTURE_FRESH_MS + 1000), now)).toBe(false);
    expect(pictureIsOld(await takenAt(now - PICTURE_FRESH_MS - 1000), now)).toBe(true);
    expect(pictureIsOld(new Response('x'), now)).toBe(true);
  });
});
