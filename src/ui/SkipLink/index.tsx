import type { ComponentProps } from 'react';

import styles from './SkipLink.module.css';

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ children, href = '#main', ...rest }: ComponentProps<'a'>) {
  return (
    <a href={href} className={styles.skipLink} {...rest}>
      {children}
    </a>
  );
}
