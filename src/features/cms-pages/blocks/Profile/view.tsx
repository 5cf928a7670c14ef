import type { ProfileBlock } from '@/payload-types';

import styles from '../../ui/Blocks.module.css';
import { type BlockViewProps, lines } from '../shared';

export function ProfileView({ block }: BlockViewProps<ProfileBlock>) {
  return (
    <table className={styles.profile}>
      <caption>{block.caption}</caption>
      <tbody>
        {(block.rows ?? []).map((row, i) => (
          <tr key={row.id ?? i}>
            <th scope="row">{row.label}</th>
            <td>{lines(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
