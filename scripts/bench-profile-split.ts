// How bench:profile divides an open's main-thread time: a trace by kind of work, a CPU profile's script by phase.

/** Milliseconds per kind of work (or phase), summed over one open. */
export type Split = Map<string, number>;

const add = (split: Split, key: string, value: number) =>
  split.set(key, (split.get(key) ?? 0) + value);

/** The parts of a Chromium trace event read here (microseconds). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** Top-level trace events by the kind of work they are; the rest of each task is "other". */
const KINDS: [RegExp, string][] = [
  [/^ParseHTML$/, 'HTML parsing (and starting its requests)'],
  [/^(UpdateLayoutTree|ParseAuthorStyleSheet)$/, 'style'],
  [/^Layout$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|PaintImage|Decode Image)$/, 'paint'],
  [/^(v8\.compile|v8\.compileModule)$/, 'compile (its main-thread part)'],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.callFunction|v8\.run|FunctionCall|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame)$/,
    'script',
  ],
  [/GC/, 'garbage collection'],
];

/**
 * The renderer's main thread from navigation start to `mark` (a user-timing mark the page made):
 * each task's outermost events by kind, the rest of the tasks' time as "other" (the navigation's
 * commit, each file's arrival), and "idle" between tasks.
 */
export function splitTrace(events: readonly TraceEvent[], mark: string, shownMs: number): Split {
  const at = events.find((e) => e.name === mark && e.cat.includes('user_timing'));
  if (!at) throw new Error(`the trace has no "${mark}" mark`);
  const from = at.ts - shownMs * 1000;
  const spans = events
    .filter((e) => e.pid === at.pid && e.tid === at.tid && e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.ts >= from && e.ts <= at.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const split: Split = new Map();
  let busy = 0;
  let taskEnd = -1;
  let childEnd = -1;
  for (const event of spans) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask') {
      if (event.ts < taskEnd) continue; // a task inside a task (a nested run loop) counts once
      busy += end - event.ts;
      taskEnd = end;
      continue;
    }
    if (event.ts >= taskEnd || event.ts < childEnd) continue; // outside any task, or nested
    const kind = KINDS.find(([test]) => test.test(event.name))?.[1];
    if (kind) add(split, kind, (Math.min(end, taskEnd) - event.ts) / 1000);
    childEnd = end;
  }
  const named = [...split.values()].reduce((sum, ms) => sum + ms, 0);
  split.set('other', busy / 1000 - named);
  split.set('idle (waiting between tasks)', Math.max(0, shownMs - busy / 1000));
  return split;
}

/** The parts of V8's CPU profile (CDP `Profiler.stop`) read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The React function nearest a sample names its phase (commit and effects run inside the render's call). */
const REACT_PHASES: Record<string, string> = {
  flushPassiveEffects: 'React effects',
  commitRoot: 'React commit',
  performWorkOnRoot: 'React render',
};

/** A script's file name without its content hash. */
function scriptName(url: string): string {
  return (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '');
}

/**
 * The profile's JavaScript by phase: each sample to the nearest React phase above it, else to the
 * top-level code of the module whose evaluation it is part of ("module evaluation: <script>"), else
 * "other script" (promise jobs, timers, events). Native work, idle and collection are left out:
 * the trace divides those, and the profiler itself adds to them (it logs every function compiled).
 */
export function splitProfile(profile: CpuProfile): Split {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const split: Split = new Map();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const leaf = nodes.get(id)?.callFrame;
    if (!leaf || /^\((program|idle|garbage collector|root)\)$/.test(leaf.functionName)) return;
    let phase: string | undefined;
    let module: string | undefined;
    for (let node = nodes.get(id); node; node = nodes.get(parent.get(node.id) ?? -1)) {
      const { functionName, url, lineNumber } = node.callFrame;
      phase ??= REACT_PHASES[functionName];
      // A module's top-level code: a frame on the script's first line with no function name.
      if (url && lineNumber === 0 && functionName === '') module = scriptName(url);
    }
    const key = phase ?? (module ? `module evaluation: ${module}` : 'other script');
    add(split, key, (deltas[index + 1] ?? 0) / 1000);
  });
  return split;
}
