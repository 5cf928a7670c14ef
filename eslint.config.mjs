import { readdirSync } from 'node:fs';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of src/ and the direction imports run (docs/architecture.md):
//   app → features/*/index.ts, shell → platform, ui, reference, i18n
//   pages (the Pages Router's directory searches) → features/*/htmlOnly.ts and htmlOnly.server.ts
//   cms (Payload's configuration) → features/*/cms.ts (listed in features/cms.registry.ts)
//   proxy.ts → features/*/checks.ts (listed in features/checks.registry.ts);  http-server (the HTTP server in front of Next) → platform
// A feature is entered only through its entry files; every new folder under src/features is
// covered as soon as it exists.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entries = (names) => features.flatMap((feature) => names.map((name) => `./${feature}/${name}`));

const layers = [
  {
    target: ['./src/!(app)/**/*', './src/*.ts', './scripts', './bench', './tests'],
    from: './src/app',
    message: 'src/app holds route bindings only: nothing imports from it.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    // The site's shared pages (sitemap, site search, "what's new") loop over site.registry.ts,
    // the menu editor's screens over routes.registry.ts.
    except: [`./${feature}`, './site.registry.ts', './routes.registry.ts', ...entries(['index.ts', 'cms.ts', 'checks.ts']).filter((e) => !e.startsWith(`./${feature}/`))],
    message: "A feature uses another feature only through its entry files (index.ts, cms.ts, checks.ts), never its internals.",
  })),
  {
    target: './src/features',
    from: ['./src/payload', './src/proxy.ts', './src/instrumentation.ts'],
    message: 'Features sit below the CMS assembly (src/payload) and the request entry points.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/shell', './src/payload'],
    message: 'src/ui is presentational (props in, markup out): it knows no feature, frame or CMS.',
  },
  {
    target: './src/ui',
    from: './src/platform',
    except: ['./text', './time', './localized.ts'],
    message: 'src/ui does no data access: of the platform it may use text and time helpers only.',
  },
  {
    target: './src/shell',
    from: './src/features',
    except: ['./navigation/index.ts', './organisation/index.ts'],
    message: "The page frame reads the site tree (features/navigation) and the organisation's contact details (features/organisation), no other feature.",
  },
  {
    target: './src/shell',
    from: './src/payload',
    message: 'The page frame does not reach into the CMS assembly.',
  },
  {
    target: './src/platform',
    from: ['./src/features', './src/shell', './src/ui'],
    message: 'src/platform is infrastructure every feature may use; it knows no feature, frame or component.',
  },
  {
    target: ['./src/platform/!(cms)/**/*.{ts,tsx}', './src/platform/*.{ts,tsx}', './src/platform/cms/!(client).{ts,tsx}'],
    from: './src/payload/**/*',
    message: 'Only src/platform/cms/client.ts (the CMS client) names the Payload configuration.',
  },
  {
    target: './src/payload',
    from: './src/features',
    except: ['./cms.registry.ts', ...entries(['cms.ts'])],
    message: 'The CMS assembly takes each feature’s configuration from its cms.ts (the list of them: cms.registry.ts).',
  },
  {
    target: ['./src/payload', './src/proxy.ts', './src/instrumentation.ts'],
    from: ['./src/shell', './src/ui'],
    message: 'The CMS assembly and the request entry points render no pages.',
  },
  {
    target: './src/http-server',
    from: ['./src/features', './src/shell', './src/ui', './src/payload'],
    message: 'The HTTP server in front of Next knows no feature, page or CMS: it checks requests and answers.',
  },
  {
    target: './src/app',
    from: './src/features',
    except: entries(['index.ts']),
    message: 'A route binds a feature’s index.ts.',
  },
  {
    target: './src/pages',
    from: './src/features',
    except: entries(['htmlOnly.ts', 'htmlOnly.server.ts']),
    message: 'A Pages Router page binds a feature’s htmlOnly.ts (its view) and htmlOnly.server.ts (its getServerSideProps).',
  },
  {
    target: ['./src/!(pages)/**/*', './src/*.ts', './scripts', './bench', './tests'],
    from: './src/pages',
    message: 'src/pages holds route bindings only: nothing imports from it.',
  },
  {
    target: './src/proxy.ts',
    from: './src/features',
    except: ['./checks.registry.ts', ...entries(['checks.ts'])],
    message: 'The proxy runs before every listed request: it takes only checks.ts (the list of them: checks.registry.ts; no Payload, no React).',
  },
  {
    target: ['./src/instrumentation.ts', './scripts', './bench'],
    from: './src/features',
    // features.ts: the list of features, which `npm run features` reads.
    except: ['./features.ts', ...entries(['cms.ts'])],
    message: 'Server start-up, scripts and benchmarks take a feature’s cms.ts.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'bench/.plain-app/**',
      'bench/.plain-app-locale/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      // Local scratch scripts (gitignored).
      '*.tmp.mjs',
      // The site's browser script as the build bundles it (src/shell/enhance is the source).
      'public/enhance.js',
      'src/app/(payload)/admin/importMap.js',
      'src/payload-types.ts',
      'src/payload/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    // Cycle detection reads our own modules only; parsing the packages' type definitions made
    // `npm run lint` ten times slower and finds nothing (their cycles are not ours).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // `const { key, ...rest } = value` is how a key is left out.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      'import/no-restricted-paths': ['error', { zones: layers }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The public site links with plain <a>: its pages are static HTML, every link works before
    // and without hydration, and a language change reloads <html lang> with the new page.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
