import type { LightMyRequestResponse } from 'fastify';

/**
 * Runs the same race many times and keeps the score: how many rounds were tried, which
 * outcome each round ended in, how many rounds got a 5xx answer and which rounds broke a
 * rule. A failing round does not stop the others, so one run tells how often a race goes
 * wrong, not only that it can.
 */
export type Fire = <T extends ReadonlyArray<() => Promise<LightMyRequestResponse>>>(
  ...calls: T
) => Promise<{ -readonly [K in keyof T]: LightMyRequestResponse }>;

export type RaceScore = {
  race: string;
  rounds: number;
  outcomes: Record<string, number>;
  roundsWith5xx: number;
  failedRounds: string[];
};

export const createRaceRounds = () => {
  const scores: RaceScore[] = [];

  /**
   * `round` sets its rows up, fires the conflicting calls together through `fire`, reads the
   * state back and answers a name for the outcome; it throws when a rule is broken.
   */
  const run = async (
    race: string,
    rounds: number,
    round: (fire: Fire, index: number) => Promise<string>,
  ): Promise<RaceScore> => {
    const score: RaceScore = { race, rounds: 0, outcomes: {}, roundsWith5xx: 0, failedRounds: [] };
    scores.push(score);
    for (let index = 0; index < rounds; index += 1) {
      const serverErrors: string[] = [];
      // The calls start in a different order each round, so no side always has a head start.
      const fire = (async (...calls: Array<() => Promise<LightMyRequestResponse>>) => {
        const pending: Array<Promise<LightMyRequestResponse>> = [];
        for (let k = 0; k < calls.length; k += 1) {
          const at = (k + index) % calls.length;
          const call = calls[at];
          if (call) pending[at] = call();
        }
        const responses = await Promise.all(pending);
        for (const response of responses)
          if (response.statusCode >= 500)
            serverErrors.push(`${response.statusCode} ${response.body}`);
        return responses;
      }) as Fire;
      score.rounds += 1;
      try {
        const outcome = await round(fire, index);
        if (serverErrors.length) throw new Error(`server error: ${serverErrors.join('; ')}`);
        score.outcomes[outcome] = (score.outcomes[outcome] ?? 0) + 1;
      } catch (error) {
        score.failedRounds.push(`round ${index + 1}: ${(error as Error).message.split('\n')[0]}`);
      }
      if (serverErrors.length) score.roundsWith5xx += 1;
    }
    return score;
  };

  /** One line per race, for the log of the run. */
  const report = () =>
    [
      `races: ${scores.length}, rounds: ${scores.reduce((sum, s) => sum + s.rounds, 0)}, ` +
        `rounds with a 5xx: ${scores.reduce((sum, s) => sum + s.roundsWith5xx, 0)}, ` +
        `failed rounds: ${scores.reduce((sum, s) => sum + s.failedRounds.length, 0)}`,
      ...scores.map(
        (s) =>
          `  ${s.race}: ${s.rounds} rounds, ${JSON.stringify(s.outcomes)}` +
          (s.roundsWith5xx ? `, ${s.roundsWith5xx} with a 5xx` : '') +
          (s.failedRounds.length ? `, failed: ${s.failedRounds.join(' | ')}` : ''),
      ),
    ].join('\n');

  return { run, report, scores };
};
