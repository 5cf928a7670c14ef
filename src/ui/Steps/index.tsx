import styles from './Steps.module.css';

export type Step = { title: string; text?: string | null };

/** Numbered steps (the flow to accreditation, a guide): an ordered list, each step titled. */
export function Steps({ steps, headingLevel = 3 }: { steps: Step[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Heading className={styles.title}>{step.title}</Heading>
            {step.text?.split(/\n+/).map((line) => (
              <p key={line} className={styles.text}>
                {line}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
