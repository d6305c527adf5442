import { describe, expect, it } from 'vitest';

/**
 * The front end is layered one way: the shell (app/) composes pages/, pages compose resources/,
 * and all of them stand on layout/, components/, lib/, providers/ and theme/, which never reach up.
 * Keys: a top folder of src/; values: the folders its files must not import from.
 */
const FORBIDDEN: Record<string, readonly string[]> = {
  lib: ['app', 'layout', 'pages', 'resources'],
  providers: ['app', 'layout', 'pages', 'resources'],
  theme: ['app', 'layout', 'pages', 'resources'],
  components: ['app', 'layout', 'pages', 'resources'],
  layout: ['app', 'pages', 'resources'],
  resources: ['app', 'pages'],
  pages: ['app'],
};

export interface SourceImport {
  /** The importing file, relative to src/ ('resources/admin-users/UserEdit.tsx'). */
  file: string;
  /** The specifier as written ('../../pages/admin/useAdminSave'). */
  specifier: string;
}

/** src/-relative path of a relative specifier, or null for a package ('react-admin'). */
function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every import that points up the layers, as 'file → target'. */
export function layerViolations(imports: readonly SourceImport[]): string[] {
  return imports.flatMap(({ file, specifier }) => {
    const target = resolve(file, specifier);
    if (target === null) return [];
    const from = file.split('/')[0];
    const to = target.split('/')[0];
    return from !== to && FORBIDDEN[from]?.includes(to) ? [`${file} → ${specifier}`] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(['"])([^'"\n]+)\1/g;

/** The import specifiers of a source text (static, dynamic, re-exports and vi.mock). */
export function importsOf(file: string, text: string): SourceImport[] {
  return [...text.matchAll(IMPORT)].map((match) => ({ file, specifier: match[2] }));
}

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], { query: '?raw', import: 'default', eager: true });

describe('layering', () => {
  it('finds an upward import in a synthetic list, and only those', () => {
    expect(
      layerViolations([
        { file: 'resources/admin-users/UserEdit.tsx', specifier: '../../pages/admin/useAdminSave' },
        { file: 'lib/session.ts', specifier: '../app/AdminApp' },
        { file: 'components/scorecard/Trend.tsx', specifier: '../../resources/kpis/meta' },
        { file: 'theme/themes.ts', specifier: '../layout/AppHeader' },
        { file: 'pages/admin/AdminPanelPage.tsx', specifier: '../../resources/admin-users/UserList' },
        { file: 'resources/kpis/KpiList.tsx', specifier: '../library/LibraryList' },
        { file: 'app/AdminApp.tsx', specifier: '../pages/dashboard/DashboardPage' },
        { file: 'lib/api.ts', specifier: './shared' },
        { file: 'lib/session.ts', specifier: 'react' },
      ]),
    ).toEqual([
      'resources/admin-users/UserEdit.tsx → ../../pages/admin/useAdminSave',
      'lib/session.ts → ../app/AdminApp',
      'components/scorecard/Trend.tsx → ../../resources/kpis/meta',
      'theme/themes.ts → ../layout/AppHeader',
    ]);
  });

  it('reads static, dynamic and mocked imports', () => {
    const text = "import a from '../x';\nimport type { B } from \"../y\";\nexport { c } from './z';\nconst d = lazy(() => import('../w'));\nvi.mock('../v');\nimport './side';";
    expect(importsOf('lib/f.ts', text).map((i) => i.specifier)).toEqual(['../x', '../y', './z', '../w', '../v', './side']);
  });

  it('holds for every source file', () => {
    const files = Object.entries(sources).map(([path, text]) => ({ file: path.replace(/^\.\//, ''), text }));
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files.flatMap(({ file, text }) => importsOf(file, text)))).toEqual([]);
  });
});
