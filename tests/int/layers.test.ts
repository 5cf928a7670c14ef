import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` holds the direction of imports (docs/architecture.md). Each case lints a
// line of code as if it stood in a file at that path, as a newcomer's wrong import would.
// Cycle detection needs real files on disk; these cases are single lines at made-up paths.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('the direction of imports', () => {
  it('lets a feature use another feature through its entry file', async () => {
    expect(await layerErrors('src/features/decision-reports/views/example.ts', "import { bodyName as imported } from '@/features/accredited-bodies';")).toEqual([]);
  });

  it('refuses a feature that reaches into another feature’s internals', async () => {
    const errors = await layerErrors('src/features/decision-reports/views/example.ts', "import { statusOf as imported } from '@/features/accredited-bodies/present';");
    expect(errors.join()).toMatch(/only through its entry files/);
  });

  it('refuses a presentational component that imports a feature', async () => {
    const errors = await layerErrors('src/ui/Example/index.tsx', "import { bodiesRoutes as imported } from '@/features/accredited-bodies';");
    expect(errors.join()).toMatch(/presentational/);
  });

  it('refuses an import from the route bindings in src/app', async () => {
    const errors = await layerErrors('src/platform/example.ts', "import { GET as imported } from '@/app/(ja)/certification_institutions/export/route';");
    expect(errors.join()).toMatch(/route bindings only/);
  });

  it('refuses a feature in the HTTP server in front of Next (src/http-server), which checks requests and answers', async () => {
    const errors = await layerErrors('src/http-server/example.ts', "import { bodyName as imported } from '@/features/accredited-bodies';");
    expect(errors.join()).toMatch(/HTTP server in front of Next knows no feature/);
  });

  it('refuses a route that binds a feature’s internals instead of its index.ts', async () => {
    const errors = await layerErrors('src/app/(ja)/example/page.tsx', "import { cmsPageRoute as imported } from '@/features/cms-pages/views/CmsPage';");
    expect(errors.join()).toMatch(/index\.ts/);
  });

  it('lets a Pages Router page bind a feature’s view and its getServerSideProps, and nothing else of it', async () => {
    const page = 'src/pages/ms_certifications/list/index.tsx';
    expect(await layerErrors(page, "import { CertifiedSearchView as imported } from '@/features/certified-organisations/htmlOnly';")).toEqual([]);
    expect(await layerErrors(page, "import { certifiedSearchProps as imported } from '@/features/certified-organisations/htmlOnly.server';")).toEqual([]);
    const errors = await layerErrors(page, "import { loadCertifiedSearch as imported } from '@/features/certified-organisations/views/searchData';");
    expect(errors.join()).toMatch(/htmlOnly\.ts \(its view\)/);
  });

  it('refuses infrastructure that depends on a feature', async () => {
    const errors = await layerErrors('src/platform/example.ts', "import { parseBodySearch as imported } from '@/features/accredited-bodies/checks';");
    expect(errors.join()).toMatch(/knows no feature/);
  });

  it('keeps the proxy to the light request checks', async () => {
    const errors = await layerErrors('src/proxy.ts', "import { bodiesRoutes as imported } from '@/features/accredited-bodies';");
    expect(errors.join()).toMatch(/checks\.ts/);
  });
});
