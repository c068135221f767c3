// The precache's copies carry no Vary (whatever the host sends), and an error answer is never kept.
import { describe, expect, it } from 'vitest';
import { withoutVary } from '../../../sw/withoutVary';

const keep = async (response: Response) => {
  const willUpdate = withoutVary.cacheWillUpdate;
  if (!willUpdate) throw new Error('the plugin has no cacheWillUpdate');
  const request = new Request('https://portal.example/assets/index.js');
  return willUpdate({ request, response, event: new Event('install') as never, state: {} });
};

describe('the precache’s copies', () => {
  it('lose the host’s Vary and keep the rest: body, status, type', async () => {
    const kept = await keep(
      new Response('export {}', {
        headers: { Vary: 'Origin, Accept', 'Content-Type': 'text/javascript', ETag: '"a"' },
      }),
    );
    expect(kept?.headers.get('Vary')).toBeNull();
    expect(kept?.headers.get('Content-Type')).toBe('text/javascript');
    expect(kept?.headers.get('ETag')).toBe('"a"');
    expect(kept?.status).toBe(200);
    expect(await kept?.text()).toBe('export {}');
  });

  it('are stored as they came when the host sends no Vary', async () => {
    const response = new Response('x');
    expect(await keep(response)).toBe(response);
  });

  it('are never an error answer', async () => {
    expect(
      await keep(new Response('Not found', { status: 404, headers: { Vary: '*' } })),
    ).toBeNull();
  });
});
