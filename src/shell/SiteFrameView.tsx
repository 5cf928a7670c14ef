import type { ComponentProps, ReactNode } from 'react';

import { Footer } from '@/shell/Footer';
import { SkipLink } from '@/ui/SkipLink';
import { ToastRegion } from '@/ui/Toast';

// The body around every public page's content, as a view of data read before the render
// (./SiteFrame.tsx reads it). Kept apart from SiteLayout.tsx, which imports the global style
// sheet: the Pages Router's search pages use the frame too, and take that sheet from their _app.

/** What every page's body holds around its own content: the skip link, the footer, the toast region. */
export type SiteFrameData = {
  skipLink: string;
  footer: ComponentProps<typeof Footer>;
  toastClose: string;
  /** The address of the site's one script, with its digest (shell/enhance/asset.ts). */
  script: string;
};

/** The body of every public page around its content, from data read before the render. */
export function SiteFrameView({ frame, children }: { frame: SiteFrameData; children: ReactNode }) {
  return (
    <>
      <SkipLink>{frame.skipLink}</SkipLink>
      {children}
      <Footer {...frame.footer} />
      <ToastRegion closeLabel={frame.toastClose} />
      {/* The site's one script (shell/enhance): the page is whole without it. */}
      <script src={frame.script} defer />
    </>
  );
}
