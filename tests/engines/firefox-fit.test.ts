// Issue 64 in Firefox at 360 px: the Log In placeholder shows whole (Firefox's text runs wider than Chromium's).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startPortal, type Portal } from '../e2e/harness';
import type { EngineDriver } from './fieldPage';
import { launchFirefox } from './firefox';

let portal: Portal | undefined;
let firefox: EngineDriver | undefined;
before(async () => {
  portal = await startPortal();
  firefox = await launchFirefox();
});
after(async () => {
  await firefox?.quit();
  await portal?.close();
});

/** The placeholder's width in the input's own font against the room inside the input. */
const PLACEHOLDER_FIT = `(() => {
  const input = document.querySelector('input[name="username"]');
  if (!input || input.closest('fieldset[disabled]')) return null;
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  context.font = style.font;
  // The content box, from the border box (Firefox's clientWidth of an input leaves out its padding).
  const sides = ['borderLeftWidth', 'borderRightWidth', 'paddingLeft', 'paddingRight'];
  const room = sides.reduce((left, side) => left - parseFloat(style[side]), input.getBoundingClientRect().width);
  return JSON.stringify({ needs: context.measureText(input.placeholder).width, room });
})()`;

void test('Firefox at 360 px shows the whole Log In placeholder', async () => {
  await firefox!.open(`${portal!.baseURL}/log-in`);
  let fit: string | null = null;
  for (let tries = 0; tries < 50 && fit === null; tries++) {
    fit = await firefox!.evaluate<string | null>(PLACEHOLDER_FIT);
    if (fit === null) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(fit, 'Log In never became usable');
  const { needs, room } = JSON.parse(fit) as { needs: number; room: number };
  assert.ok(needs <= room, `the placeholder needs ${needs} px, the input has ${room} px`);
});
