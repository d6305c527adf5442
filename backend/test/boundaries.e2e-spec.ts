import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Module boundaries (issue 27): dependency-cruiser with backend/.dependency-cruiser.cjs refuses a
 * module importing another module's entity or `*.queries.ts` (`npm run typecheck` runs it). This
 * proves the rule catches a violation in a fixture, that the real tree has none, and that the
 * read side (read-side modules, `*.read-model.ts` files) owns no table and writes nothing.
 */
const backend = path.resolve(__dirname, '..');
// The package's exports map hides its bin; npm links it in the workspace's or the root's .bin.
const depcruise = [path.join(backend, 'node_modules/.bin/depcruise'), path.join(backend, '../node_modules/.bin/depcruise')].find((p) => fs.existsSync(p))!;
const config = require(path.join(backend, '.dependency-cruiser.cjs')) as { READ_SIDE_MODULES: string[] };

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

function cruise(target: string): Violation[] {
  const run = spawnSync(depcruise, [target, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: backend,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('module boundaries', () => {
  jest.setTimeout(180_000);

  it("refuses a module importing another module's entity or queries, and nothing else", () => {
    const found = cruise('test/fixtures/boundaries').map((v) => [v.rule.name, v.from, v.to]);
    expect(found.sort()).toEqual(
      [
        ['no-foreign-entity', 'test/fixtures/boundaries/modules/a/a.service.ts', 'test/fixtures/boundaries/modules/b/b.entity.ts'],
        ['no-foreign-queries', 'test/fixtures/boundaries/modules/a/a.service.ts', 'test/fixtures/boundaries/modules/b/b.queries.ts'],
      ].sort(),
    );
  });

  it('holds in the application', () => {
    expect(cruise('src').map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('keeps the read side free of tables and writes', () => {
    const modules = path.join(backend, 'src/modules');
    for (const name of config.READ_SIDE_MODULES) {
      expect(fs.readdirSync(path.join(modules, name)).filter((f) => f.endsWith('.entity.ts'))).toEqual([]);
    }
    const readModels = filesUnder(modules).filter((f) => f.endsWith('.read-model.ts'));
    expect(readModels.length).toBeGreaterThan(0);
    for (const file of readModels) {
      const sql = fs.readFileSync(file, 'utf8');
      expect([path.relative(backend, file), /\b(INSERT\s+INTO|UPDATE\s+"|DELETE\s+FROM|FOR\s+UPDATE|\.insert\(|\.update\(|\.delete\(|\.save\()/i.exec(sql)?.[0] ?? null]).toEqual([
        path.relative(backend, file),
        null,
      ]);
    }
  });
});
