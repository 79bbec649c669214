/**
 * What `read` answers once `check` holds: for a change another process makes (an administrator's SQL,
 * another replica), which a server hears of by notification, within milliseconds rather than at once.
 * Reads every 50 ms; fails after 2 s with the last answer.
 */
export async function settled<T>(read: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const answer = await read();
    if (check(answer)) return answer;
    if (i >= 40) throw new Error(`still answers ${JSON.stringify(answer)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
