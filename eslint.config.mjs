import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'bench/.plain-app/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'src/app/(payload)/admin/importMap.js',
      'src/payload-types.ts',
      'src/cms/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // `const { key, ...rest } = value` is how a key is left out.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // The public site links with plain <a>: its pages are static HTML, every link works before
    // and without hydration, and a language change reloads <html lang> with the new page.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
