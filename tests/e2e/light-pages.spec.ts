import { expect, test } from '@playwright/test';

/**
 * Public pages leave without Next's client runtime (docs/decisions/0019): the browser loads the
 * page, its styles and the site's one script, and the page's policy lets no inline script run.
 */
const pages = ['/', '/about/basic', '/en/news', '/ms_certifications/list?keyword=%E6%A0%AA%E5%BC%8F', '/en/certification_institutions?scheme=management_system', '/inquiry/form'];

for (const path of pages) {
  test(`${path} loads no framework script, only the site's own`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/enhance.js']);

    const html = await response!.text();
    expect(html).not.toContain('__next_f');
    expect(html).not.toMatch(/\/_next\/static\/[^"]*\.js/);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('sha256-');
  });
}

test("the site's script is kept a year at its address, which changes with its content", async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[src^="/enhance.js"]').getAttribute('src');
  expect(src).toMatch(/^\/enhance\.js\?v=[\w-]{12}$/);
  const script = await request.get(src!);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the staff CMS keeps its scripts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: /ログイン|Login/ })).toBeVisible();
  expect(scripts.some((s) => s.startsWith('/_next/static/'))).toBe(true);
});
