// bench:profile's division of an open: trace events by kind of work, profile samples by phase.
import { describe, expect, it } from 'vitest';
import {
  splitProfile,
  splitTrace,
  type CpuProfile,
  type TraceEvent,
} from '../../../scripts/bench-profile-split';

/** A complete event on the page's main thread (pid 1, tid 1), times in ms. */
const span = (name: string, startMs: number, durMs: number, tid = 1): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  pid: 1,
  tid,
});
/** The page's mark at 1000 ms from the trace's clock start; the page said 900 ms. */
const mark: TraceEvent = {
  name: 'shown',
  cat: 'blink.user_timing',
  ph: 'R',
  ts: 1e6,
  pid: 1,
  tid: 1,
};

describe('splitTrace', () => {
  it('counts each task once, its outermost events by kind, the rest as other', () => {
    const split = splitTrace(
      [
        span('RunTask', 50, 30), // before navigation start (1000 - 900 ms): left out
        span('RunTask', 200, 100),
        span('ParseHTML', 210, 40),
        span('FunctionCall', 220, 10), // inside ParseHTML: not counted again
        span('Layout', 260, 20),
        span('RunTask', 500, 50),
        span('v8.evaluateModule', 505, 40),
        span('RunTask', 510, 5), // a nested run loop's task: its time is the outer task's
        span('RunTask', 600, 10, 2), // another thread
        mark,
      ],
      'shown',
      900,
    );
    expect(Object.fromEntries(split)).toEqual({
      'HTML parsing (and starting its requests)': 40,
      layout: 20,
      script: 40,
      other: 50,
      'idle (waiting between tasks)': 750,
    });
  });

  it('says which mark it could not find', () => {
    expect(() => splitTrace([span('RunTask', 0, 1)], 'shown', 900)).toThrow('no "shown" mark');
  });
});

describe('splitProfile', () => {
  // root → module top-level of boot (line 0, no name) → makeStore; and a React render with a commit.
  const frame = (functionName: string, url = '', lineNumber = 10) => ({
    functionName,
    url,
    lineNumber,
  });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4, 7, 8] },
      { id: 2, callFrame: frame('', 'http://x/assets/boot-CT_N-LcQ.js', 0), children: [3] },
      { id: 3, callFrame: frame('makeStore', 'http://x/assets/boot-CT_N-LcQ.js') },
      {
        id: 4,
        callFrame: frame('performWorkOnRoot', 'http://x/assets/vendor-DS1MhGs9.js'),
        children: [5],
      },
      {
        id: 5,
        callFrame: frame('commitRoot', 'http://x/assets/vendor-DS1MhGs9.js'),
        children: [6],
      },
      { id: 6, callFrame: frame('appendChild') },
      { id: 7, callFrame: frame('(program)') },
      { id: 8, callFrame: frame('onMessage', 'http://x/assets/vendor-DS1MhGs9.js') },
    ],
    // Each sample's time is the next delta (µs): 2 ms, 1 ms, 3 ms, 4 ms, 5 ms.
    samples: [3, 4, 6, 7, 8],
    timeDeltas: [0, 2000, 1000, 3000, 4000, 5000],
  };

  it('puts each sample in the nearest React phase, else its module, else other script', () => {
    expect(Object.fromEntries(splitProfile(profile))).toEqual({
      'module evaluation: boot': 2,
      'React render': 1,
      'React commit': 3,
      'other script': 5,
    });
  });
});
