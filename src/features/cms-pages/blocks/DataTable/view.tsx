import type { DataTableBlock } from '@/payload-types';

import styles from '../../ui/Blocks.module.css';
import { type BlockViewProps, lines } from '../shared';

export function DataTableView({ block, id: blockId }: BlockViewProps<DataTableBlock>) {
  const id = `table-${blockId}`;
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`}>{block.caption}</caption>
        <thead>
          <tr>
            {(block.columns ?? []).map((column, i) => (
              <th key={column.id ?? i} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(block.rows ?? []).map((row, r) => (
            <tr key={row.id ?? r}>
              {(row.cells ?? []).map((cell, c) =>
                c === 0 && block.rowHeaders ? (
                  <th key={cell.id ?? c} scope="row">
                    {lines(cell.text)}
                  </th>
                ) : (
                  <td key={cell.id ?? c}>{lines(cell.text)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
