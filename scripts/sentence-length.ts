// Prints the average words per sentence of the guides' prose (npm run check:prose; `--worst N` lists the longest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One file's prose: how many sentences, how many words, and its sentences. */
interface ProseFigures {
  readonly file: string;
  readonly sentences: readonly string[];
  readonly words: number;
}

/** The guides whose prose is measured: the README, CONTRIBUTING and docs/. */
function guides(root: string): string[] {
  const top = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(path.join(root, file)));
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`);
  return [...top, ...docs];
}

/**
 * The prose of a markdown text as paragraphs: code blocks, tables, headings and HTML comments left
 * out. A blank line or a list item starts a new paragraph.
 */
function paragraphs(markdown: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  let inCode = false;
  const close = () => {
    if (current.length > 0) found.push(current.join(' '));
    current = [];
  };
  for (const raw of markdown.replace(/<!--[\s\S]*?-->/g, '').split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      inCode = !inCode;
      close();
      continue;
    }
    if (inCode || line === '' || line.startsWith('#') || line.startsWith('|')) {
      close();
      continue;
    }
    if (/^([-*+]|\d+\.)\s/.test(line)) close();
    current.push(line.replace(/^([-*+]|\d+\.)\s+/, '').replace(/^>\s*/, ''));
  }
  close();
  return found;
}

/** A paragraph as plain words: inline code one word, a link its text, emphasis marks gone. */
function plain(paragraph: string): string {
  return paragraph
    .replace(/`[^`]*`/g, 'CODE')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}/g, '');
}

/** A paragraph's sentences: split on `.`, `!` or `?` followed by a space or the end. */
const sentencesOf = (paragraph: string) =>
  paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

const wordCount = (sentence: string) =>
  sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The prose figures of one markdown text. */
function proseFigures(file: string, markdown: string): ProseFigures {
  const sentences = paragraphs(markdown).map(plain).flatMap(sentencesOf);
  const words = sentences.reduce((sum, sentence) => sum + wordCount(sentence), 0);
  return { file, sentences, words };
}

const average = (figures: Pick<ProseFigures, 'sentences' | 'words'>) =>
  figures.sentences.length === 0 ? 0 : figures.words / figures.sentences.length;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.cwd();
  const worstAt = process.argv.indexOf('--worst');
  const worst = worstAt > 0 ? Number(process.argv[worstAt + 1] ?? 5) : 0;
  const all = guides(root).map((file) =>
    proseFigures(file, readFileSync(path.join(root, file), 'utf8')),
  );
  for (const figures of all) {
    const mean = average(figures).toFixed(1).padStart(5);
    console.log(
      `${mean} words a sentence  ${String(figures.sentences.length).padStart(4)}  ${figures.file}`,
    );
    const longest = [...figures.sentences].sort((a, b) => wordCount(b) - wordCount(a));
    for (const sentence of longest.slice(0, worst)) {
      console.log(`        ${wordCount(sentence)}: ${sentence}`);
    }
  }
  const total = {
    sentences: all.flatMap((figures) => figures.sentences),
    words: all.reduce((sum, figures) => sum + figures.words, 0),
  };
  console.log(
    `${average(total).toFixed(1).padStart(5)} words a sentence  ${String(total.sentences.length).padStart(4)}  all`,
  );
}
