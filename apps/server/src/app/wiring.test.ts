import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The wiring convention (docs/architecture.md): app.ts knows modules only by their registration, and
// each module's routes are built by that registration alone.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(src, 'modules');
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import[^;]*? from '([^']+)';/gms)].map((match) => match[1] ?? '');

describe('the wiring convention', () => {
  it('app.ts imports modules only through their <module>.module.ts registration', () => {
    const intoModules = importsOf(path.join(src, 'app.ts')).filter((specifier) => specifier.startsWith('./modules/'));
    expect(intoModules.length).toBeGreaterThan(0);
    expect(intoModules.filter((specifier) => !/^\.\/modules\/([^/]+)\/\1\.module$/.test(specifier))).toEqual([]);
  });

  it('every module with routes has a registration, and only the registration builds its routes', () => {
    const misplaced: string[] = [];
    for (const name of readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, name);
      const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
      const routeFiles = files.filter((file) => file.endsWith('.routes.ts'));
      if (routeFiles.length === 0) continue;
      if (!existsSync(path.join(dir, `${name}.module.ts`))) misplaced.push(`${name}: no ${name}.module.ts`);
      for (const file of files.filter((candidate) => candidate !== `${name}.module.ts` && !routeFiles.includes(candidate)))
        for (const specifier of importsOf(path.join(dir, file)))
          if (specifier.endsWith('.routes')) misplaced.push(`${name}/${file} imports ${specifier}`);
    }
    expect(misplaced).toEqual([]);
  });
});
