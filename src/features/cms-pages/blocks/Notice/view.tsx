import type { NoticeBlock } from '@/payload-types';

import styles from '../../ui/Blocks.module.css';
import type { BlockViewProps } from '../shared';

export function NoticeView({ block }: BlockViewProps<NoticeBlock>) {
  return (
    <div className={styles.notice} data-tone={block.tone}>
      {block.text.split(/\n+/).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
