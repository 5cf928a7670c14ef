import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines, typed with schema-dts. `<` is escaped so no text in the
 * data can close the script element.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
