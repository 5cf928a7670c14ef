import type { ComponentProps, ReactNode } from 'react';

import { Breadcrumbs } from '@/shell/Breadcrumbs';
import { Header } from '@/shell/Header';

// The page frame's header and main landmark as a view of data read before the render
// (./PageShell.tsx reads it): usable where a render cannot wait, as in the Pages Router.

/** What the header and breadcrumbs of one page show, read before it renders. */
export type PageShellData = { header: ComponentProps<typeof Header>; breadcrumbs: ComponentProps<typeof Breadcrumbs> };

/** Header, language switch, breadcrumbs and the main landmark, from data read before the render. */
export function PageShellView({ shell, children }: { shell: PageShellData; children: ReactNode }) {
  return (
    <>
      <Header {...shell.header} />
      <Breadcrumbs {...shell.breadcrumbs} />
      <main id="main" tabIndex={-1} className="container">
        {children}
      </main>
    </>
  );
}
