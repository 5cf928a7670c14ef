'use client';

import { Link, useConfig, useTranslation } from '@payloadcms/ui';
import { usePathname } from 'next/navigation';
import { formatAdminURL } from 'payload/shared';

/**
 * The staff guide's entry in the /admin navigation, below the collections, in the admin's
 * language; marked as the current page on the guide, as Payload marks its own entries.
 */
export function GuideNavLink() {
  const { config } = useConfig();
  const { i18n } = useTranslation();
  const pathname = usePathname();
  const href = formatAdminURL({ adminRoute: config.routes.admin, path: '/guide', relative: true });
  const active = pathname === href;
  const label = (
    <>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{i18n.language === 'en' ? 'Staff guide' : 'スタッフガイド'}</span>
    </>
  );
  return active ? (
    <div className="nav__link" id="nav-guide">
      {label}
    </div>
  ) : (
    <Link className="nav__link" href={href} id="nav-guide" prefetch={false}>
      {label}
    </Link>
  );
}
