// What the practice-location map says when its pictures cannot load. Apart from lib/text/messages.ts: only the lazily loaded map shows it.

export const mapMsg = {
  tilesFailed:
    'The map cannot load its pictures here (no signal, or the map service is not answering). The marker still works: search for a town above, or type coordinates such as -25.75, 28.19.',
};
