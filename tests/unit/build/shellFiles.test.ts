// The build's own web manifest, emitted for the precache's glob.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { WEB_MANIFEST, WEB_MANIFEST_FILE, webManifest } from '../../../build/webManifest';
import { callHook } from '../../support/pluginHook';

describe('the web manifest', () => {
  const build = (ssr: boolean) => {
    const emitFile = vi.fn();
    callHook(webManifest().generateBundle, {
      environment: { config: { build: { ssr } } },
      emitFile,
    });
    return emitFile;
  };

  it('is a file of the browser’s build, so the precache’s glob takes it', () => {
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
