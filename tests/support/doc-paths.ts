import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Repository paths named in our Markdown, and which of them do not exist (issue 42): a backticked
 * `src/…`, `server/…` or `package.json` in the README or a decision record is a promise to the
 * reader that the file is there.
 */

/** Top-level folders whose paths the documents name. `dist/` and `var/` are made, not kept. */
const ROOT_FOLDERS = [
  '.ci',
  'bench',
  'content',
  'deploy',
  'docs',
  'public',
  'scripts',
  'server',
  'src',
  'tests',
];

/** Top-level files named without a folder: the package, the configs, the README. */
const ROOT_FILE =
  /^(?:README\.md|index\.html|knip\.json|package(?:-lock)?\.json|tsconfig(?:\.\w+)?\.json|[\w-]+(?:\.[\w-]+)?\.config\.(?:ts|js|mjs|cjs|json))$/;

/** What is not one path: a glob, a placeholder, a URL or a template. */
const NOT_A_PATH = /[*<>{}…$]|\.\.\.|:\/\//;

export interface MissingPath {
  /** The Markdown file that names it, relative to the repository. */
  file: string;
  path: string;
}

/** Backticked spans of a Markdown text, fenced code blocks left out. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...prose.matchAll(/(`+)([^`]+?)\1(?!`)/g)].map((match) => match[2]!);
}

/** The repository path a word of a span names, or undefined when it names none. */
function repositoryPath(word: string): string | undefined {
  const bare = word
    .replace(/^["'(]+|["'),;.]+$/g, '')
    .replace(/#.*$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/^\.\//, '');
  if (bare === '' || NOT_A_PATH.test(bare)) return undefined;
  const [first] = bare.split('/');
  if (bare.includes('/')) return ROOT_FOLDERS.includes(first!) ? bare : undefined;
  return ROOT_FILE.test(bare) ? bare : undefined;
}

/** Every repository path a Markdown text names in backticks, once each, in order. */
export function namedPaths(markdown: string): string[] {
  const words = codeSpans(markdown).flatMap((span) => span.trim().split(/\s+/));
  const paths = words.map(repositoryPath).filter((path) => path !== undefined);
  return [...new Set(paths)];
}

/** The paths a Markdown text names that are not in the repository at `root`. */
export function missingPaths(markdown: string, root: string): string[] {
  return namedPaths(markdown).filter((path) => !existsSync(join(root, path)));
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function documents(root: string): string[] {
  const markdown = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return markdown(path);
      return entry.name.endsWith('.md') ? [relative(root, path)] : [];
    });
  return ['README.md', ...markdown(join(root, 'docs'))];
}

/** Every missing path named by the README and the documents under docs/, with who names it. */
export function missingDocumentPaths(root: string): MissingPath[] {
  return documents(root).flatMap((file) =>
    missingPaths(readFileSync(join(root, file), 'utf8'), root).map((path) => ({ file, path })),
  );
}
