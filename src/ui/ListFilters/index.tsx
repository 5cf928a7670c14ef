import styles from './ListFilters.module.css';

type Select = { name: string; label: string; value: string; options: { value: string; label: string }[] };

type Props = {
  /** The list's address: the form is a plain GET to it, so it works without JavaScript. */
  action: string;
  legend: string;
  selects: Select[];
  submit: string;
  clear: string;
  idPrefix: string;
};

/** The filters of a list (year, category …) as a GET form whose state is the address. */
export function ListFilters({ action, legend, selects, submit, clear, idPrefix }: Props) {
  return (
    <form method="get" action={action} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        {selects.map((select) => (
          <div key={select.name} className={styles.field}>
            <label htmlFor={`${idPrefix}-${select.name}`}>{select.label}</label>
            <select id={`${idPrefix}-${select.name}`} name={select.name} defaultValue={select.value}>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary}>
            {submit}
          </button>
          <a href={action} className={styles.secondary}>
            {clear}
          </a>
        </div>
      </fieldset>
    </form>
  );
}
