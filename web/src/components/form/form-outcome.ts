// The result line a form shows after a submit (SubmitStatus / an Alert): null until the first answer.
export type FormOutcome<S extends string = 'success' | 'error'> = { status: S; message: string } | null;
export type Outcome = FormOutcome;
