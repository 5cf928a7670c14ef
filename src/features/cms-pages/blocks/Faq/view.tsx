import type { FaqBlock } from '@/payload-types';

import styles from '../../ui/Blocks.module.css';
import type { BlockViewProps } from '../shared';

export function FaqView({ block, id }: BlockViewProps<FaqBlock>) {
  return (
    <section className={styles.faq} aria-labelledby={`faq-${id}`}>
      <h2 id={`faq-${id}`}>{block.heading}</h2>
      {(block.items ?? []).map((item, i) => (
        <details key={item.id ?? i} className={styles.faqItem}>
          <summary>{item.question}</summary>
          {item.answer.split(/\n+/).map((line, j) => (
            <p key={j}>{line}</p>
          ))}
        </details>
      ))}
    </section>
  );
}
