/** Why a document sent to /verify/check was refused: the form is shown again with it, answered 400 (checks.ts). */
export const CHECK_PROBLEMS = ['empty', 'tooLarge'] as const;
export type CheckProblem = (typeof CHECK_PROBLEMS)[number];
