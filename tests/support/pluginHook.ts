// Calls a Vite plugin's hook as the bundler would: a function or an object with a handler, with a given `this`.

/** Runs `hook` (a plugin's hook, either form) with `self` as its `this`; throws when the plugin has none. */
export function callHook(hook: unknown, self: object, ...args: unknown[]): unknown {
  const handler: unknown =
    typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error('the plugin has no such hook');
  return Reflect.apply(handler as (...a: unknown[]) => unknown, self, args);
}
