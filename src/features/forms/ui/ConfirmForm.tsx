'use client';

import { type ReactNode, useActionState } from 'react';

type Props = {
  action: (previous: null, formData: FormData) => Promise<null>;
  /** The confirmation step's own address: without JavaScript the browser posts there (React would otherwise write `action=""`, which is not valid HTML). */
  permalink: string;
  className?: string;
  children: ReactNode;
};

/** The confirmation step's form: the send action, posted to the step's own address. */
export function ConfirmForm({ action, permalink, className, children }: Props) {
  const [, formAction] = useActionState(action, null, permalink);
  return (
    <form action={formAction} className={className}>
      {children}
    </form>
  );
}
