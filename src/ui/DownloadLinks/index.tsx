import styles from './DownloadLinks.module.css';

type Props = {
  /** "Download these results:" in the visitor's language. */
  label: string;
  links: { href: string; text: string }[];
  /** Said after the links, e.g. how many rows a download holds at most. */
  note?: string;
};

/** The downloads of a search result: one line of links, the same on every directory page. */
export function DownloadLinks({ label, links, note }: Props) {
  return (
    <p className={styles.downloads}>
      <span>{label}</span>
      {links.map((link) => (
        <a key={link.href} href={link.href} download>
          {link.text}
        </a>
      ))}
      {note && <span className={styles.note}>{note}</span>}
    </p>
  );
}
