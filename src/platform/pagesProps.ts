/**
 * The props of a Pages Router page's getServerSideProps. They go to the render as they are (the
 * site's Pages Router pages send no runtime script, so nothing is serialised into the page); the
 * development server checks that props could be serialised and refuses `undefined`, so there they
 * go through JSON first.
 */
export function pagesProps<T>(data: T): { data: T } {
  return { data: process.env.NODE_ENV === 'development' ? (JSON.parse(JSON.stringify(data)) as T) : data };
}
