import { ampep } from '@peptox/predictor-ampep';
import type { ToolPredictor } from '@peptox/predictor-kit';

/** Every tool's predictor, by tool id. */
export const predictors: Record<string, ToolPredictor> = { ampep };
