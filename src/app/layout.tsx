import type { ReactNode } from 'react';

// The public site renders its own <html lang> in each language's layout ((ja)/layout.tsx,
// (en)/en/layout.tsx) and the admin in (payload)/layout.tsx; this root only passes children
// through, so no page gets an <html> without its language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
