import { STAGES, UNKNOWN_STAGE_SETTINGS_FROM, type StageNames, type StageSettings } from '../../lib/stages';

export type StageChange = {
  /** Replaces the stage's names (lib/stages.ts) as a whole. */
  names?: StageNames;
  /** Replaces other settings of the stage. */
  settings?: Partial<Omit<StageSettings, 'names'>>;
};

/**
 * lib/stages.ts's table with `stage` changed as a test needs (a stage not in it is added, from dev's
 * settings): what an operator would commit for that stage.
 */
export function stagesWith(stage: string, change: StageChange = {}): Record<string, StageSettings> {
  const base = STAGES[stage] ?? STAGES[UNKNOWN_STAGE_SETTINGS_FROM]!;
  return { ...STAGES, [stage]: { ...base, ...change.settings, names: change.names ?? base.names } };
}
