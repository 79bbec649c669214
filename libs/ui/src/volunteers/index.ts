/**
 * `@festival/ui/volunteers`: the answers of a volunteer application, their rules and inputs, for
 * the volunteer's application form and the organisers' correction form; the colour of each status. A subpath on purpose: it
 * stays out of the shared first-load chunk of `@festival/ui`.
 */
export * from './answers';
export * from './AnswerInputs';
export * from './status';
