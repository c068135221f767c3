// The build's tab icon inside index.html, and its own web manifest, emitted for the precache's glob.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { tabIconInline, TAB_ICON } from '../../../build/indexHtml';
import { WEB_MANIFEST, WEB_MANIFEST_FILE, webManifest } from '../../../build/webManifest';
import { callHook } from '../../support/pluginHook';

describe('the tab icon', () => {
  const icon = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const html = `<head><link rel="icon" href="${TAB_ICON.href}" type="image/png" sizes="32x32" /></head>`;

  it('is in the page as a data URL of the icon’s bytes, so it takes no request', () => {
    const out = callHook(tabIconInline(() => icon).transformIndexHtml, {}, html) as string;
    const href = /<link rel="icon" href="([^"]+)"/.exec(out)?.[1] ?? '';
    expect(href.startsWith('data:image/png;base64,')).toBe(true);
    expect([...Buffer.from(href.split(',')[1] ?? '', 'base64')]).toEqual([...icon]);
    expect(out).not.toContain(TAB_ICON.href);
  });

  it('stops the build when index.html no longer names the icon', () => {
    const plugin = tabIconInline(() => icon);
    expect(() => callHook(plugin.transformIndexHtml, {}, '<head></head>')).toThrow(TAB_ICON.href);
  });

  it('is the shell’s icon named by index.html', () => {
    expect(readFileSync('index.html', 'utf8')).toContain(`href="${TAB_ICON.href}"`);
    expect(readFileSync(TAB_ICON.file).subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});

describe('the web manifest', () => {
  const build = (ssr: boolean) => {
    const emitFile = vi.fn();
    callHook(webManifest().generateBundle, {
      environment: { config: { build: { ssr } } },
      emitFile,
    });
    return emitFile;
  };

  it('is a file of the browser’s build, so the precache’s glob (and the first install’s pack) takes it', () => {
    const emitFile = build(false);
    expect(emitFile).toHaveBeenCalledTimes(1);
    const [{ type, fileName, source }] = emitFile.mock.calls[0] as [
      { type: string; fileName: string; source: string },
    ];
    expect({ type, fileName }).toEqual({ type: 'asset', fileName: WEB_MANIFEST_FILE });
    expect(JSON.parse(source)).toEqual(WEB_MANIFEST);
  });

  it('is not written by the prerender’s server build', () => {
    expect(build(true)).not.toHaveBeenCalled();
  });

  it('is the one index.html names', () => {
    expect(readFileSync('index.html', 'utf8')).toContain(
      `<link rel="manifest" href="/${WEB_MANIFEST_FILE}" />`,
    );
  });
});
